/**
 * Rewrites the reader's words into this site's terms before a search
 * (`src/data/searchSynonyms.ts`): "send invoice" searches "send billing
 * statement". Longer phrases first, so "api keys" wins over "api key".
 */
import { searchSynonyms, type SearchSynonym } from '../../data/searchSynonyms';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern matching any phrase as whole words, with each phrase's site term. */
export function synonymRewriter(entries: readonly SearchSynonym[] = searchSynonyms): (query: string) => string {
  const termOf = new Map<string, string>();
  for (const entry of entries) for (const word of entry.words) termOf.set(word, entry.siteTerm);
  const phrases = [...termOf.keys()]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => escape(phrase).replace(/ /g, '\\s+'));
  if (phrases.length === 0) return (query) => query;
  const pattern = new RegExp(`(?<![\\w-])(${phrases.join('|')})(?![\\w-])`, 'gi');
  return (query) => query.replace(pattern, (found) => termOf.get(found.toLowerCase().replace(/\s+/g, ' ')) ?? found);
}

/** The site's synonyms applied to a query. */
export const withSiteTerms = synonymRewriter();
