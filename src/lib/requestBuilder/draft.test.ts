import { describe, expect, it } from 'vitest';
import type { Issue } from './validate';
import { draftFromValue, emptyDraft, setDraftAt, toValue, type Draft } from './draft';
import { fieldFor } from './formModel';

const metadata = fieldFor(
  'metadata',
  { type: 'object', additionalProperties: { type: 'string' }, maxProperties: 50 },
  false,
);
const amount = fieldFor('amount', { type: 'integer' }, true);
const pairs = (...list: [string, string][]): Draft => ({
  kind: 'pairs',
  pairs: list.map(([key, value]) => ({ key, value })),
});

describe('toValue', () => {
  it('keeps number text that is not a plain decimal as text, for the validator to name', () => {
    for (const [typed, expected] of [
      ['2500', 2500],
      [' 2500 ', 2500],
      ['-3.5', -3.5],
      ['12.', '12.'],
      ['007', '007'],
      ['1e3', '1e3'],
    ] as const) {
      expect(toValue(amount, { kind: 'value', text: typed, isNull: false }, ['body', 'amount'], [])).toBe(expected);
    }
  });

  it('builds metadata from key-value rows, skipping empty rows and reporting unusable ones', () => {
    const issues: Issue[] = [];
    const value = toValue(
      metadata,
      pairs(['order', '1042'], ['', ''], ['', 'orphan'], ['order', 'again']),
      ['body', 'metadata'],
      issues,
    );
    expect(value).toEqual({ order: '1042' });
    expect(issues.map((i) => i.message)).toEqual([
      'metadata has a value without a key',
      'metadata key "order" is listed twice',
    ]);
    expect(issues[1]?.path).toEqual(['body', 'metadata', 'order']);
  });

  it('leaves an untouched optional field out entirely', () => {
    expect(toValue(metadata, emptyDraft(metadata), ['body', 'metadata'], [])).toBeUndefined();
    const nested = fieldFor(
      'options',
      { type: 'object', properties: { card: { type: 'object', properties: { x: { type: 'string' } } } } },
      false,
    );
    expect(toValue(nested, emptyDraft(nested), ['body', 'options'], [])).toBeUndefined();
  });

  it('reports JSON that does not parse in a JSON field', () => {
    const free = fieldFor('free', { type: 'object' }, false);
    const issues: Issue[] = [];
    expect(toValue(free, { kind: 'value', text: '{oops', isNull: false }, ['body', 'free'], issues)).toBeUndefined();
    expect(issues.map((i) => i.message)).toEqual(['free must be valid JSON']);
    expect(toValue(free, draftFromValue(free, { a: [1] }), ['body', 'free'], [])).toEqual({ a: [1] });
  });

  it('keeps an emptied list item so the validator can point at it', () => {
    const bins = fieldFor('allowed_bins', { type: 'array', items: { type: 'string' } }, false);
    const draft = setDraftAt(draftFromValue(bins, ['424242', '422222']), [1], {
      kind: 'value',
      text: '',
      isNull: false,
    });
    expect(toValue(bins, draft, ['body', 'allowed_bins'], [])).toEqual(['424242', '']);
  });
});
