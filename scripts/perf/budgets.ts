/**
 * Performance budgets: the measures the test suite enforces (bytes and
 * request counts, stable on a noisy machine, never times), the check, and
 * how a new set of budgets is derived from a measurement.
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
  /** What it was when the budget was set (for the record; not enforced). */
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

/**
 * The budget a measurement sets: byte measures round up to the next whole
 * KiB (the unit budgets are read in; a one-word content edit must not fail
 * the suite, any real growth does); counts are kept exactly.
 */
export function budgetFor(measure: Measure): number {
  return measure.unit === 'bytes' ? Math.ceil(measure.value / 1024) * 1024 : measure.value;
}

/** Budgets set from a measurement, in a stable key order. */
export function deriveBudgets(measures: Measures): Record<string, BudgetEntry> {
  return Object.fromEntries(
    Object.keys(measures)
      .sort()
      .map((key) => {
        const measure = measures[key]!;
        return [key, { budget: budgetFor(measure), measured: measure.value, unit: measure.unit }];
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
  'Make it smaller; or, if the growth is intended, re-measure and re-set the budgets with `npm run budgets` ' +
  '(see perf/README.md) and commit perf/budgets.json with a reason.';
