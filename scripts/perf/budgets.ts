/**
 * Performance budgets: the measures the test suite enforces (bytes and
 * request counts, stable on a noisy machine, never times) and the check.
 * A budget is a cap a person sets, with room under it for the next feature,
 * not the last measurement rounded up; first-visit JavaScript has a cap of
 * its own that no budget may exceed (`firstLoadJsCap`).
 *
 * Pure: the browser measurement lives in firstLoad.ts, the file in perf/budgets.json.
 */

export type Unit = 'bytes' | 'count';

export interface Measure {
  value: number;
  unit: Unit;
}

/** Named measures, e.g. "firstLoadJs.guide.gzip" → 150 KiB. */
export type Measures = Record<string, Measure>;

export interface BudgetEntry {
  /** The most this measure may be. */
  budget: number;
  /** What it measured when last recorded (`npm run budgets -- --write`; for the record, not enforced). */
  measured: number;
  unit: Unit;
}

export interface BudgetFile {
  $comment: string;
  /** When and on which commit the budgets were last set. */
  setAt: string;
  commit: string;
  budgets: Record<string, BudgetEntry>;
}

export interface Violation {
  key: string;
  message: string;
}

export const bytes = (value: number): Measure => ({ value, unit: 'bytes' });
export const count = (value: number): Measure => ({ value, unit: 'count' });

function show(value: number, unit: Unit): string {
  return unit === 'bytes' ? `${(value / 1024).toFixed(1)} KiB (${value} B)` : String(value);
}

/** The most first-visit JavaScript any page may load, gzip: no budget may be set above it. */
export const firstLoadJsCap = 160 * 1024;

/** Whether a measure is a page's first-visit JavaScript in bytes (the cap's measures). */
export const isFirstLoadJs = (key: string): boolean => /(^|\.)firstLoadJs\.(.+\.)?gzip$/.test(key);

/** Budgets of first-visit JavaScript set above the cap. */
export function capViolations(budgets: Record<string, BudgetEntry>): Violation[] {
  return Object.entries(budgets)
    .filter(([key, entry]) => isFirstLoadJs(key) && entry.budget > firstLoadJsCap)
    .map(([key, entry]) => ({
      key,
      message: `${key}: its budget of ${show(entry.budget, entry.unit)} is above the cap of ${show(firstLoadJsCap, 'bytes')} (scripts/perf/budgets.ts): make the page lighter instead`,
    }));
}

/**
 * A first budget for a measure that has none yet: the measurement rounded
 * up to a whole KiB. Review it and set the cap by hand.
 */
export function budgetFor(measure: Measure): number {
  return measure.unit === 'bytes' ? Math.ceil(measure.value / 1024) * 1024 : measure.value;
}

/** The budget file's entries with today's measurements recorded: budgets kept, new measures get a first budget. */
export function recordMeasures(budgets: Record<string, BudgetEntry>, measures: Measures): Record<string, BudgetEntry> {
  return Object.fromEntries(
    Object.keys({ ...budgets, ...measures })
      .sort()
      .map((key) => {
        const measure = measures[key];
        const entry = budgets[key];
        if (!measure) return [key, entry!];
        return [key, { budget: entry?.budget ?? budgetFor(measure), measured: measure.value, unit: measure.unit }];
      }),
  );
}

/**
 * Every measure given must have a budget of the same unit and stay within it.
 * Budgets for measures not given are ignored, so each test checks its share.
 */
export function checkBudgets(measures: Measures, budgets: Record<string, BudgetEntry>): Violation[] {
  const violations: Violation[] = [];
  for (const [key, measure] of Object.entries(measures)) {
    const entry = budgets[key];
    if (!entry) {
      violations.push({ key, message: `${key}: no budget (measured ${show(measure.value, measure.unit)})` });
    } else if (entry.unit !== measure.unit) {
      violations.push({ key, message: `${key}: budget is in ${entry.unit}, measure in ${measure.unit}` });
    } else if (measure.value > entry.budget) {
      violations.push({
        key,
        message:
          `${key}: ${show(measure.value, measure.unit)} exceeds its budget of ${show(entry.budget, entry.unit)} ` +
          `(it measured ${show(entry.measured, entry.unit)} when the budget was set)`,
      });
    }
  }
  return violations;
}

/** The hint every failure ends with. */
export const budgetHint =
  'Make it smaller (lazy-load it, or do the work at build time); a budget is raised by hand, with a reason, ' +
  'and never above its cap (see perf/README.md).';
