/**
 * Search ranking and result shaping, as pure functions (unit-tested in
 * rank.test.ts; the engine in ./engine.ts feeds them Pagefind's results).
 */

/** What the site needs of a Pagefind result's data. */
export interface PageData {
  url: string;
  excerpt: string;
  meta: { title?: string; area?: string };
  sub_results: {
    title: string;
    url: string;
    excerpt: string;
    weighted_locations?: { weight: number; balanced_score: number; location: number }[];
  }[];
  /** The page's elements with an id: headings, error code rows, schema fields. */
  anchors?: { element: string; id: string; text: string; location: number }[];
}

/** One row of results: a page, with its best-matching section beneath it. */
export interface SearchHit {
  url: string;
  title: string;
  /** Where the page sits: `Guide › Developer handbook › Accept payments`. */
  trail: string;
  /** HTML: text with the matched words in `<mark>`. */
  excerpt: string;
  section: { title: string; url: string; excerpt: string } | null;
  /** The query matched the page's keywords (front matter), which rank with its title. */
  keywordMatch?: boolean;
}

const months =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';

/**
 * True when the query asks about the changelog: it says so, or names a date,
 * a year, a month or a version. Otherwise changelog entries rank below guide
 * and API pages.
 */
export function asksForChangelog(query: string): boolean {
  return new RegExp(
    `\\b(changelog|release notes?|deprecat\\w*|what'?s new|version|(?<!/)v\\d+(\\.\\d+)*(?!/)|(19|20)\\d\\d(-\\d\\d){0,2}|${months})\\b`,
    'i',
  ).test(query);
}

/** Heading text without the anchor link's zero-width space. */
export function cleanTitle(title: string): string {
  return title.replace(/[\u200b\u00a0]+/g, ' ').trim();
}

/** The page's own address without a trailing slash, for comparing pages. */
export function pagePath(url: string): string {
  return url.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
}

function sectionScore(sub: PageData['sub_results'][number]): number {
  return (sub.weighted_locations ?? []).reduce((total, location) => total + location.balanced_score, 0);
}

/**
 * For a query that is one identifier (an error code such as `card_declined`,
 * a field such as `statement_descriptor` or `metadata.order_id`), the page's
 * element named by it: the error code's row (id `card_declined`) or a schema
 * field (ids end in `.<field path>`, src/components/SchemaTable). The result
 * then opens at that element.
 */
export function identifierAnchor(data: PageData, query: string): SearchHit['section'] {
  const name = query.trim();
  if (!/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$/.test(name) || !/[_.]/.test(name)) return null;
  const anchor =
    data.anchors?.find((candidate) => candidate.id === name) ??
    data.anchors?.find((candidate) => candidate.id.endsWith(`.${name}`));
  if (!anchor) return null;
  return { title: name, url: `${data.url.split('#')[0]}#${anchor.id}`, excerpt: data.excerpt };
}

/**
 * A page as one row: its best-matching section (the sub-result with the
 * highest weighted score) goes beneath it, unless that is the page's top;
 * for a query naming an identifier, the element it names (identifierAnchor).
 */
export function toHit(data: PageData, query = ''): SearchHit {
  const title = cleanTitle(data.meta.title ?? data.url);
  let best: PageData['sub_results'][number] | null = null;
  for (const sub of data.sub_results) if (!best || sectionScore(sub) > sectionScore(best)) best = sub;
  const isPageTop = !best || !best.url.includes('#') || cleanTitle(best.title) === title;
  return {
    url: data.url,
    title,
    trail: data.meta.area ?? '',
    excerpt: isPageTop && best ? best.excerpt : data.excerpt,
    section:
      identifierAnchor(data, query) ??
      (isPageTop || !best ? null : { title: cleanTitle(best.title), url: best.url, excerpt: best.excerpt }),
    // Weight 10 marks the keywords only (headings weigh 7 at most): plugins/search-pagefind.
    keywordMatch: data.sub_results.some((sub) => (sub.weighted_locations ?? []).some((found) => found.weight >= 10)),
  };
}

/** Lower-case words of a query, as Pagefind splits them. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
}

/** Edit distance with transpositions (Damerau–Levenshtein, optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, d[i - 2]![j - 2]! + 1);
      d[i]![j] = value;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The vocabulary word a misspelt word most likely meant: the closest within
 * one edit (two for words of seven letters or more), preferring a word that
 * shares the first letter. Null when nothing is that close.
 */
export function correctWord(word: string, vocabulary: readonly string[]): string | null {
  if (word.length < 4 || /[\d_]/.test(word)) return null;
  const limit = word.length >= 7 ? 2 : 1;
  let best: { word: string; distance: number } | null = null;
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - word.length) > limit) continue;
    const distance = editDistance(word, candidate) + (candidate[0] === word[0] ? 0 : 0.5);
    if (distance <= limit && (!best || distance < best.distance)) best = { word: candidate, distance };
  }
  return best?.word ?? null;
}

/**
 * Words that carry no meaning for search ("how do I refund a payment"). Pagefind
 * requires every word of a query on a page, so these would only lose pages.
 */
const stopWords = new Set(
  (
    'a an and are as at be by can do does for from get how i if in into is it its me my of on or our ' +
    'own set should so than that the their them then there these this to up use using vs was we what ' +
    'when where which who why will with you your'
  ).split(' '),
);

/** The query without stop words (the query itself when nothing else is left). */
export function withoutStopWords(query: string): string {
  const kept = query.split(/\s+/).filter((word) => word && !stopWords.has(word.toLowerCase()));
  return kept.length > 0 ? kept.join(' ') : query;
}

/** A rough English stem, enough to compare query words with title words. */
export function stem(word: string): string {
  let lower = word.toLowerCase();
  if (lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss')) lower = lower.slice(0, -1);
  if (lower.length > 5) lower = lower.replace(/(ie|e|ing|ed)$/, '');
  return lower.slice(0, 6);
}

/** Share of the query's words found in a text's words (by stem). */
export function coverage(words: readonly string[], text: string): number {
  if (words.length === 0) return 0;
  const stems = new Set(queryWords(text).map(stem));
  return words.filter((word) => stems.has(stem(word))).length / words.length;
}

/**
 * Title and headings beat body text: among the loaded hits, a page whose
 * title (and best section's heading) holds more of the query's words ranks
 * higher; ties keep the engine's order.
 */
export function byTitleMatch(hits: readonly SearchHit[], query: string): SearchHit[] {
  const words = queryWords(withoutStopWords(query));
  const keyed = hits.map((hit, position) => {
    const title = coverage(words, hit.title);
    const heading = coverage(words, `${hit.title} ${hit.section?.title ?? ''}`);
    // How much of the title the query covers: "Webhooks" is the page about
    // webhooks, "List webhook endpoints" one of many that name them.
    const titleWords = queryWords(withoutStopWords(hit.title));
    const exact = titleWords.length > 0 ? coverage(titleWords, words.join(' ')) : 0;
    // On a tie, the guide explains; the reference lists.
    const guide = hit.trail.startsWith('Guide') ? 0.5 : 0;
    const keywords = hit.keywordMatch ? 1.5 : 0;
    return { hit, position, weight: Math.round(4 * title + 2 * heading + 2 * exact + keywords + guide) };
  });
  keyed.sort((a, b) => b.weight - a.weight || a.position - b.position);
  return keyed.map(({ hit }) => hit);
}

/** True for queries that name an identifier: `card_declined`, `payment.paid`, `/v1/refunds`, `createRefund`. */
export function isIdentifierQuery(query: string): boolean {
  return /[a-z0-9][._/{][a-z0-9{]|[a-z][A-Z]/.test(query) || /^\/|\b(GET|POST|PATCH|PUT|DELETE)\b/.test(query);
}

/** The words to mark for a query: no stop words, each cut to its stem. */
export function highlightStems(query: string): string[] {
  return [...new Set(queryWords(withoutStopWords(query)).map(stem))].filter((word) => word.length >= 2);
}
