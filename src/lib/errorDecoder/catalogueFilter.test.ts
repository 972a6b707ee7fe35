import { describe, expect, it } from 'vitest';
import type { ErrorCodeEntry } from '../openapi/errorCatalogue';
import {
  filterFromSearch,
  filterOptions,
  isNoFilter,
  matchesFilter,
  noFilter,
  searchForFilter,
} from './catalogueFilter';

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

  it('is no filter when every field is empty (blank text included)', () => {
    expect(isNoFilter(noFilter)).toBe(true);
    expect(isNoFilter({ ...noFilter, text: '  ' })).toBe(true);
    expect(isNoFilter({ ...noFilter, status: '409' })).toBe(false);
    expect(isNoFilter({ ...noFilter, text: 'key' })).toBe(false);
  });

  it('offers the statuses in order, the types as they first appear, and the count', () => {
    const entries = [
      { status: 409, type: 'idempotency_error' },
      { status: 402, type: 'card_error' },
      { status: 409, type: 'card_error' },
    ];
    expect(filterOptions(entries)).toEqual({
      statuses: [402, 409],
      types: ['idempotency_error', 'card_error'],
      count: 3,
    });
  });
});
