import { describe, expect, it } from 'vitest';
import { budgetFor, bytes, checkBudgets, count, deriveBudgets } from './budgets';

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

describe('deriveBudgets', () => {
  it('records the budget, the measurement and the unit, keys sorted', () => {
    const derived = deriveBudgets({ 'b.requests': count(3), 'a.gzip': bytes(2000) });
    expect(Object.keys(derived)).toEqual(['a.gzip', 'b.requests']);
    expect(derived['a.gzip']).toEqual({ budget: 2048, measured: 2000, unit: 'bytes' });
    expect(derived['b.requests']).toEqual({ budget: 3, measured: 3, unit: 'count' });
  });
});

describe('checkBudgets', () => {
  const budgets = deriveBudgets({ 'js.gzip': bytes(100 * 1024), 'fonts.requests': count(0) });

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
