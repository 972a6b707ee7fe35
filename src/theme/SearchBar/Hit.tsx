/**
 * One search result: the page's title (searched words marked), its place in
 * the site with the best-matching section (`Guide › Developer handbook ›
 * Webhooks › Verify signatures`), and an excerpt with the words marked.
 * Shared by the search boxes and the results page. A box loads it (its own
 * chunk) with the search engine, when the reader reaches for the box.
 */
import { useMemo, type ReactNode } from 'react';
import type { SearchHit } from '@site/src/lib/search/rank';
import { highlightPattern, splitMatches } from '@site/src/lib/search/highlight';
import styles from './styles.module.css';

export function Marked({ text, pattern }: { text: string; pattern: RegExp | null }): ReactNode {
  return splitMatches(text, pattern).map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : part.text,
  );
}

/** The hit's path: area, categories, page title and the best section's heading. */
export function hitPath(hit: SearchHit): string {
  return [hit.trail, hit.title, hit.section?.title].filter(Boolean).join(' › ');
}

/**
 * Pagefind's excerpt: the page's text, HTML-escaped by Pagefind, with the
 * matched words in `<mark>`. Anything else is dropped before it is shown.
 */
export function Excerpt({ html, className }: { html: string; className?: string }): ReactNode {
  const safe = html.replace(/<(?!\/?mark>)[^>]*>/g, '');
  return <span className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}

export default function Hit({ hit, stems }: { hit: SearchHit; stems: readonly string[] }): ReactNode {
  const pattern = useMemo(() => highlightPattern(stems), [stems]);
  return (
    <>
      <span className={styles.hitTitle}>
        <Marked text={hit.title} pattern={pattern} />
      </span>
      <span className={styles.hitPath}>{hitPath(hit)}</span>
      <Excerpt className={styles.hitExcerpt} html={hit.section?.excerpt ?? hit.excerpt} />
    </>
  );
}
