/**
 * The error catalogue's filter, kept in the page address
 * (`?status=409&type=idempotency_error&q=key`) so a filtered table can be
 * linked to and survives a reload.
 */
import type { ErrorCodeEntry } from '../openapi/errorCatalogue';

export interface CatalogueFilter {
  status: string;
  type: string;
  text: string;
}

export const noFilter: CatalogueFilter = { status: '', type: '', text: '' };

export const isNoFilter = (filter: CatalogueFilter): boolean =>
  filter.status === '' && filter.type === '' && filter.text.trim() === '';

/** What the filters offer: the catalogue's statuses in order, its types as they first appear, and how many codes it has. */
export interface FilterOptions {
  statuses: number[];
  types: string[];
  count: number;
}

export function filterOptions(catalogue: readonly Pick<ErrorCodeEntry, 'status' | 'type'>[]): FilterOptions {
  return {
    statuses: [...new Set(catalogue.map((entry) => entry.status))].sort((a, b) => a - b),
    types: [...new Set(catalogue.map((entry) => entry.type))],
    count: catalogue.length,
  };
}

export function filterFromSearch(search: string): CatalogueFilter {
  const params = new URLSearchParams(search);
  return { status: params.get('status') ?? '', type: params.get('type') ?? '', text: params.get('q') ?? '' };
}

/** The address's query string for a filter, other parameters kept; empty fields leave the address. */
export function searchForFilter(search: string, filter: CatalogueFilter): string {
  const params = new URLSearchParams(search);
  const fields: [string, string][] = [
    ['status', filter.status],
    ['type', filter.type],
    ['q', filter.text],
  ];
  for (const [name, value] of fields) {
    if (value.trim() === '') params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

export function matchesFilter(entry: ErrorCodeEntry, filter: CatalogueFilter): boolean {
  if (filter.status !== '' && String(entry.status) !== filter.status) return false;
  if (filter.type !== '' && entry.type !== filter.type) return false;
  const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = `${entry.code} ${entry.status} ${entry.type} ${entry.cause} ${entry.fix}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}
