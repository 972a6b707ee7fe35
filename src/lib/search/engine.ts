/**
 * The site's search engine in the browser: Pagefind's chunked index (built by
 * plugins/search-pagefind), queried in Pagefind's Web Worker, with our
 * ranking on top (./rank.ts). Nothing here runs until a reader reaches for a
 * search box; then `/pagefind/pagefind.js` loads from the site itself.
 */
import {
  asksForChangelog,
  byTitleMatch,
  isIdentifierQuery,
  correctWord,
  highlightStems,
  queryWords,
  toHit,
  withoutStopWords,
  type PageData,
  type SearchHit,
} from './rank';
import { hitHref } from './highlight';
import { withSiteTerms } from './synonyms';

interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PageData>;
}

interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (
    /** null with filters: every page the filters match. */
    query: string | null,
    options?: { filters?: Record<string, unknown> },
  ) => Promise<{ results: PagefindResult[] } | null>;
}

export interface SearchResults {
  /** The query as typed. */
  query: string;
  /** The query as searched, when the site's terms (./synonyms.ts) or spelling correction changed it. */
  corrected: string | null;
  hits: ResultHit[];
  /** How many pages matched in all (the dropdown shows the first few). */
  total: number;
  /** The query's words to mark in the results and on the page a result opens (./highlight.ts). */
  stems: string[];
}

/** A result row: the hit, and the address it opens (its best section, carrying the words to mark). */
export interface ResultHit extends SearchHit {
  href: string;
}

export interface SearchEngine {
  search: (query: string, limit: number) => Promise<SearchResults>;
}

/**
 * Ranking weights (Pagefind's BM25 settings). Pages here differ tenfold in
 * length (a short guide page against an operation page with every response
 * attribute); a low page-length weight stops long pages winning on sheer
 * mentions. Titles count more than Pagefind's default.
 */
/** Fewer pages than this hold every word: pages with most of the words follow. */
const fallbackBelow = 5;

/** How many of the engine's best pages are loaded and re-ranked by title and heading. */
const rerankDepth = 10;

const ranking = { pageLength: 0.3, termSaturation: 1.4, metaWeights: { title: 8 } };

async function start(baseUrl: string): Promise<SearchEngine> {
  const base = `${baseUrl.replace(/\/$/, '')}/pagefind/`;
  // A file written after the bundle is built: loaded by the browser, not bundled.
  const pagefind = (await import(/* webpackIgnore: true */ `${base}pagefind.js`)) as Pagefind;
  await pagefind.options({ basePath: base, ranking, excerptLength: 24 });
  const vocabularyRequest = fetch(`${base}vocabulary.json`).then(
    async (response) => (response.ok ? ((await response.json()) as string[]) : []),
    () => [],
  );
  await pagefind.init();
  // The changelog's page, known by id once: an empty query with a filter lists a section's pages.
  const changelogPages = await pagefind.search(null, { filters: { section: 'changelog' } });
  const changelogIds = new Set((changelogPages?.results ?? []).map((result) => result.id));
  const vocabulary = await vocabularyRequest;
  const known = new Set(vocabulary);

  /** A word the reader may have typed as meant: a title or heading word, or the start or an inflection of one. */
  const isKnown = (word: string): boolean =>
    known.has(word) ||
    word.length < 5 ||
    /[\d_]/.test(word) ||
    vocabulary.some((entry) => entry.startsWith(word) || (entry.length >= 4 && word.startsWith(entry)));

  /**
   * Replaces words that are one or two edits from a title or heading word.
   * Pagefind's own typo matching finds such pages but ranks them poorly.
   */
  function correct(query: string): string | null {
    let changed = false;
    const words = queryWords(query).map((word) => {
      if (isKnown(word)) return word;
      const replacement = correctWord(word, vocabulary);
      if (replacement) changed = true;
      return replacement ?? word;
    });
    return changed ? words.join(' ') : null;
  }

  return {
    async search(query, limit) {
      // The reader's words become the site's own (invoice → billing statement) before spelling correction.
      const inSiteTerms = withSiteTerms(query);
      const corrected = correct(inSiteTerms) ?? (inSiteTerms === query ? null : inSiteTerms);
      const effective = withoutStopWords(corrected ?? query);
      let results = (await pagefind.search(effective))?.results ?? [];
      // Pagefind wants every word on the page. When few pages have them all,
      // pages with most of the words follow (more words first, then score).
      const words = queryWords(effective);
      if (results.length < fallbackBelow && words.length > 1) {
        const matched = new Map<string, { result: PagefindResult; words: number; score: number }>();
        for (const found of await Promise.all(words.map((word) => pagefind.search(word)))) {
          for (const result of found?.results ?? []) {
            const entry = matched.get(result.id) ?? { result, words: 0, score: 0 };
            entry.words += 1;
            entry.score += result.score;
            matched.set(result.id, entry);
          }
        }
        const seen = new Set(results.map((result) => result.id));
        const partial = [...matched.values()]
          .filter((entry) => !seen.has(entry.result.id))
          .sort((a, b) => b.words - a.words || b.score - a.score)
          .map((entry) => entry.result);
        results = [...results, ...partial];
      }
      const others = results.filter((result) => !changelogIds.has(result.id));
      const entries = results.filter((result) => changelogIds.has(result.id));
      // The changelog ranks below guide and API pages, unless the query asks for it.
      const asks = asksForChangelog(effective);
      const loaded = await Promise.all(
        others.slice(0, Math.max(limit, rerankDepth)).map(async (result) => toHit(await result.data(), query)),
      );
      // Identifiers (error codes, event types, paths, operation ids) match as typed: keep the engine's order.
      const ranked = (isIdentifierQuery(effective) ? loaded : byTitleMatch(loaded, effective)).slice(
        0,
        asks ? limit - entries.length : limit,
      );
      const changelogHits = await Promise.all(
        entries.slice(0, 1).map(async (result) => toHit(await result.data(), query)),
      );
      const hits = asks ? [...changelogHits, ...ranked] : [...ranked, ...changelogHits];
      const stems = highlightStems(inSiteTerms === query ? query : `${query} ${inSiteTerms}`);
      return {
        query,
        corrected,
        hits: hits.slice(0, limit).map((hit) => ({ ...hit, href: hitHref(hit.section?.url ?? hit.url, stems) })),
        total: results.length,
        stems,
      };
    },
  };
}

let engine: Promise<SearchEngine> | null = null;

/** Loads the engine once per page load; later calls share it. */
export function loadSearchEngine(baseUrl: string): Promise<SearchEngine> {
  engine ??= start(baseUrl).catch((error: unknown) => {
    engine = null;
    throw error;
  });
  return engine;
}
