/**
 * React side of search: loads the engine (its own chunk, and Pagefind from
 * /pagefind/) the first time a reader reaches for a box, and runs queries,
 * dropping answers to queries the reader has already typed past.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { SearchEngine, SearchResults } from './engine';

export interface SearchState {
  /** Results of the latest query answered (null before the first, or for an empty box). */
  results: SearchResults | null;
  /** The engine could not load (offline, blocked): the box says so. */
  failed: boolean;
  /** Starts loading the engine: call on focus, pointer or touch. */
  prepare: () => void;
}

export function useSearch(query: string, limit: number): SearchState {
  const baseUrl = useBaseUrl('/');
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [results, setResults] = useState<SearchResults | null>(null);
  const [failed, setFailed] = useState(false);
  const loading = useRef(false);
  const latest = useRef(query);

  const prepare = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void import('./engine')
      .then(({ loadSearchEngine }) => loadSearchEngine(baseUrl))
      .then(setEngine, () => {
        loading.current = false;
        setFailed(true);
      });
  }, [baseUrl]);

  useEffect(() => {
    latest.current = query;
    if (!query.trim()) return;
    if (!engine) {
      prepare();
      return;
    }
    void engine.search(query.trim(), limit).then(
      (answer) => {
        if (latest.current === query) setResults(answer);
      },
      () => setFailed(true),
    );
  }, [engine, query, limit, prepare]);

  return { results: query.trim() ? results : null, failed, prepare };
}
