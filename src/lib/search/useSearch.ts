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

interface Queue {
  running: boolean;
  /** The query to run once the running one is answered. */
  next: string | null;
}

/** Runs the queue's next query, then any that arrived meanwhile, one at a time. */
async function drain(
  engine: SearchEngine,
  queue: Queue,
  limit: number,
  answered: (results: SearchResults) => void,
): Promise<void> {
  if (queue.running) return;
  queue.running = true;
  try {
    while (queue.next !== null) {
      const query = queue.next;
      queue.next = null;
      answered(await engine.search(query, limit));
    }
  } finally {
    queue.running = false;
  }
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

  // One query at a time: while one runs, keystrokes only replace the next
  // query, so a fast typist's last query never waits behind all the others.
  const queue = useRef<Queue>({ running: false, next: null });
  const run = useCallback(
    (ready: SearchEngine) =>
      drain(ready, queue.current, limit, (answer) => {
        if (latest.current.trim() === answer.query) setResults(answer);
      }).catch(() => setFailed(true)),
    [limit],
  );

  useEffect(() => {
    latest.current = query;
    if (!query.trim()) return;
    queue.current.next = query.trim();
    if (engine) void run(engine);
    else prepare();
  }, [engine, query, prepare, run]);

  return { results: query.trim() ? results : null, failed, prepare };
}
