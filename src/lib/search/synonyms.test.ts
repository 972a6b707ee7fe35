import { describe, expect, it } from 'vitest';
import { searchSynonyms } from '../../data/searchSynonyms';
import { synonymRewriter, withSiteTerms } from './synonyms';

describe('search synonyms (src/data/searchSynonyms.ts)', () => {
  it.each(searchSynonyms)('$words.0 → $siteTerm: the example "$example" searches the site term', (entry) => {
    expect(entry.words.some((word) => entry.example.toLowerCase().includes(word))).toBe(true);
    expect(withSiteTerms(entry.example)).toContain(entry.siteTerm);
    for (const word of entry.words)
      expect(withSiteTerms(`how to ${word.toUpperCase()} here`), word).toContain(entry.siteTerm);
  });

  it('lists each phrase once, lowercase', () => {
    const all = searchSynonyms.flatMap((entry) => entry.words);
    expect(
      all.filter((word, index) => all.indexOf(word) !== index),
      'phrases in two entries',
    ).toEqual([]);
    expect(all.filter((word) => word !== word.toLowerCase())).toEqual([]);
  });

  it('replaces whole words only, and any spacing inside a phrase', () => {
    expect(withSiteTerms('invoiced')).toBe('invoiced');
    expect(withSiteTerms('e-invoice')).toBe('e-invoice');
    expect(withSiteTerms('send invoice now')).toBe('send billing statement now');
    expect(withSiteTerms('my API   Key')).toBe('my secret key authentication');
    expect(withSiteTerms('refund a payment')).toBe('refund a payment');
  });

  it('prefers the longer phrase', () => {
    const rewrite = synonymRewriter([
      { words: ['key'], siteTerm: 'K', example: 'key', page: '/' },
      { words: ['api key'], siteTerm: 'AK', example: 'api key', page: '/' },
    ]);
    expect(rewrite('api key and key')).toBe('AK and K');
  });
});
