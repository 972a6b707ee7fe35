import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  budgetFor,
  type BudgetFile,
  bytes,
  capViolations,
  checkBudgets,
  count,
  firstLoadJsCap,
  recordMeasures,
} from './budgets';

describe('budgetFor', () => {
  it('rounds byte measures up to the next whole KiB', () => {
    expect(budgetFor(bytes(150 * 1024))).toBe(150 * 1024);
    expect(budgetFor(bytes(150 * 1024 + 1))).toBe(151 * 1024);
    expect(budgetFor(bytes(0))).toBe(0);
  });
  it('keeps counts exactly', () => {
    expect(budgetFor(count(7))).toBe(7);
  });
});

describe('recordMeasures', () => {
  it('records measurements, keeps budgets, gives a new measure a first budget, keys sorted', () => {
    const recorded = recordMeasures(
      { 'b.requests': { budget: 5, measured: 4, unit: 'count' } },
      { 'b.requests': count(3), 'a.gzip': bytes(2000) },
    );
    expect(Object.keys(recorded)).toEqual(['a.gzip', 'b.requests']);
    expect(recorded['a.gzip']).toEqual({ budget: 2048, measured: 2000, unit: 'bytes' });
    expect(recorded['b.requests']).toEqual({ budget: 5, measured: 3, unit: 'count' });
  });
});

describe('the first-visit JavaScript cap', () => {
  it('is 160 KiB', () => {
    expect(firstLoadJsCap).toBe(160 * 1024);
  });

  it('fails a first-visit JavaScript budget set above it, and only those', () => {
    const over = { budget: firstLoadJsCap + 1, measured: 0, unit: 'bytes' as const };
    const violations = capViolations({
      'firstLoadJs.guide.gzip': over,
      'heaviestPage.firstLoadJs.gzip': over,
      'firstLoadJs.home.gzip': { ...over, budget: firstLoadJsCap },
      'firstLoadJs.guide.requests': { budget: 999_999, measured: 0, unit: 'count' },
      'firstLoadCss.guide.gzip': over,
    });
    expect(violations.map((v) => v.key)).toEqual(['firstLoadJs.guide.gzip', 'heaviestPage.firstLoadJs.gzip']);
    expect(violations[0]?.message).toMatch(/above the cap of 160\.0 KiB/);
  });

  it('holds for every budget in perf/budgets.json', () => {
    const { budgets } = JSON.parse(readFileSync('perf/budgets.json', 'utf8')) as BudgetFile;
    expect(Object.keys(budgets).filter((key) => key.includes('firstLoadJs')).length).toBeGreaterThan(4);
    expect(capViolations(budgets).map((v) => v.message)).toEqual([]);
  });
});

describe('checkBudgets', () => {
  const budgets = recordMeasures({}, { 'js.gzip': bytes(100 * 1024), 'fonts.requests': count(0) });

  it('passes measures at or under their budget', () => {
    expect(checkBudgets({ 'js.gzip': bytes(100 * 1024), 'fonts.requests': count(0) }, budgets)).toEqual([]);
  });

  it('fails a measure over its budget, naming it with both figures', () => {
    const [violation, ...rest] = checkBudgets({ 'js.gzip': bytes(100 * 1024 + 1) }, budgets);
    expect(rest).toEqual([]);
    expect(violation?.key).toBe('js.gzip');
    expect(violation?.message).toMatch(/100\.0 KiB \(102401 B\) exceeds its budget of 100\.0 KiB/);
  });

  it('fails a single font request against a budget of none', () => {
    expect(checkBudgets({ 'fonts.requests': count(1) }, budgets)).toHaveLength(1);
  });

  it('fails a measure that has no budget, and one whose unit differs', () => {
    expect(checkBudgets({ 'css.gzip': bytes(1) }, budgets)[0]?.message).toMatch(/no budget/);
    expect(checkBudgets({ 'js.gzip': count(1) }, budgets)[0]?.message).toMatch(/unit|in bytes/);
  });

  it('ignores budgets whose measure was not given', () => {
    expect(checkBudgets({}, budgets)).toEqual([]);
  });
});
