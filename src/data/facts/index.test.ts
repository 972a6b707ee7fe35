import { describe, expect, it } from 'vitest';
import { expandFactTokens, facts, lookupFact } from '.';

describe('fact tokens', () => {
  it('expands a fact by its dotted path', () => {
    expect(expandFactTokens('retried for up to %FACT:webhooks.retryWindow%')).toBe(
      `retried for up to ${facts.webhooks.retryWindow}`,
    );
  });

  it('fails on an unknown path, naming the token', () => {
    expect(() => expandFactTokens('%FACT:webhooks.nope%')).toThrow(/%FACT:webhooks\.nope%/);
  });

  it('fails on a path that names a group, not a value', () => {
    expect(() => expandFactTokens('%FACT:webhooks%')).toThrow(/Unknown fact/);
  });

  it('looks up numbers as well as strings', () => {
    expect(lookupFact('a.b', { a: { b: 3 } })).toBe(3);
  });

  it('leaves other percent signs alone', () => {
    expect(expandFactTokens('100% of %PROVIDER%')).toBe('100% of %PROVIDER%');
  });
});
