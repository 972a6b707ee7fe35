import { describe, expect, it } from 'vitest';
import type { ErrorCodeEntry } from '../openapi/errorCatalogue';
import { filterFromSearch, matchesFilter, noFilter, searchForFilter } from './catalogueFilter';

const declined: ErrorCodeEntry = {
  code: 'card_declined',
  status: 402,
  type: 'card_error',
  cause: 'The issuer declined the card.',
  fix: 'Ask for another card.',
};

describe('the catalogue filter', () => {
  it('round-trips through the address, keeping other parameters', () => {
    const filter = { status: '402', type: 'card_error', text: 'another card' };
    const search = searchForFilter('?highlight=x', filter);
    expect(search).toBe('?highlight=x&status=402&type=card_error&q=another+card');
    expect(filterFromSearch(search)).toEqual(filter);
    expect(searchForFilter(search, noFilter)).toBe('?highlight=x');
    expect(searchForFilter('', noFilter)).toBe('');
  });

  it('matches status, type and every word of the text, in any field', () => {
    expect(matchesFilter(declined, noFilter)).toBe(true);
    expect(matchesFilter(declined, { ...noFilter, status: '402' })).toBe(true);
    expect(matchesFilter(declined, { ...noFilter, status: '400' })).toBe(false);
    expect(matchesFilter(declined, { ...noFilter, type: 'api_error' })).toBe(false);
    expect(matchesFilter(declined, { ...noFilter, text: 'ISSUER card' })).toBe(true);
    expect(matchesFilter(declined, { ...noFilter, text: 'issuer refund' })).toBe(false);
  });
});
