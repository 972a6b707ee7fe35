/**
 * Marking searched words: in result titles (as text parts) and on the page a
 * result opens (its address carries `?highlight=word+word`). The words come
 * stemmed from the engine (`SearchResults.stems`), so this module, in every
 * page's first load, carries no stemmer.
 */

/** The URL parameter that carries the searched words to the opened page. */
export const highlightParam = 'highlight';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern matching words that start with one of the stems, or null for none. */
export function highlightPattern(stems: readonly string[]): RegExp | null {
  if (stems.length === 0) return null;
  const sorted = [...stems].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${sorted.join('|')})[\\p{L}\\p{N}_.]*`, 'giu');
}

/** Splits a text into plain and matched parts, in order. */
export function splitMatches(text: string, pattern: RegExp | null): { text: string; match: boolean }[] {
  if (!pattern) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** A result's address, carrying the searched words (stems) for the page to mark. */
export function hitHref(url: string, stems: readonly string[]): string {
  const [pathAndSearch = '', hash] = url.split('#');
  const words = stems.join(' ');
  if (!words) return url;
  const separator = pathAndSearch.includes('?') ? '&' : '?';
  return `${pathAndSearch}${separator}${highlightParam}=${encodeURIComponent(words)}${hash ? `#${hash}` : ''}`;
}
