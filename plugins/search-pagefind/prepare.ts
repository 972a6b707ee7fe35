/**
 * What the search index reads from each built page (pure functions, no I/O).
 *
 * Pagefind indexes the HTML we hand it. Before that, each docs page gets:
 * - `data-pagefind-body` on its `<article>`, so only the page's own content
 *   is indexed (no navbar, sidebar, table of contents or pager);
 * - its area trail as metadata (`Guide › Developer handbook › Accept
 *   payments`), from the navbar area its URL belongs to and the breadcrumbs;
 * - its section as a filter (guide, api, changelog), so the changelog can be
 *   searched apart and ranked below guide and API pages;
 * - its `<meta name="keywords">` (method and path and operation id on API
 *   pages, every error code on the error codes page) as top-weighted text
 *   right under the title, where the page's own sub-result holds it;
 * - its code blocks emptied: code is never indexed.
 */

/** The navbar areas, by the first path segment under /docs/. */
export const areas: Readonly<Record<string, { label: string; section: Section }>> = {
  guide: { label: 'Guide', section: 'guide' },
  api: { label: 'API Reference', section: 'api' },
  changelog: { label: 'Changelog', section: 'changelog' },
};

export type Section = 'guide' | 'api' | 'changelog' | 'other';

/**
 * True for the routes search covers: every docs page. Not the home page,
 * /search, or /changelog (it shows the same entries as /docs/changelog/).
 */
export function isSearchableRoute(route: string): boolean {
  return route.startsWith('/docs/') && !route.includes('/__');
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/** The breadcrumb labels of a built docs page, without the home link. */
export function breadcrumbs(html: string): string[] {
  const nav = /<nav[^>]*theme-doc-breadcrumbs[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  const labels: string[] = [];
  for (const [, item = ''] of nav.matchAll(/<li[^>]*>([\s\S]*?)(?=<li|<\/ul>)/g)) {
    const text = decodeEntities(item.replace(/<[^>]+>/g, '')).trim();
    if (text) labels.push(text);
  }
  return labels;
}

/** The page's keywords meta tag, as a list. */
export function keywords(html: string): string[] {
  const tag = /<meta[^>]*\bname=["']?keywords["']?[^>]*>/.exec(html)?.[0] ?? '';
  const content = /\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/.exec(tag);
  const value = decodeEntities(content?.[1] ?? content?.[2] ?? content?.[3] ?? '');
  return value
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

export interface PreparedPage {
  /** The HTML Pagefind indexes. */
  html: string;
  section: Section;
  /** `Area › category › …`, the page's place in the site (its title excluded). */
  trail: string;
}

/** Marks up a built docs page for the index (see the module comment). */
export function preparePage(route: string, html: string): PreparedPage | null {
  if (!/<article>/.test(html)) return null;
  const area = areas[route.split('/')[2] ?? ''];
  const section: Section = area?.section ?? 'other';
  // The last breadcrumb is the page itself; the changelog has no breadcrumbs.
  const crumbs = breadcrumbs(html).slice(0, -1);
  const trail = [area?.label ?? 'Docs', ...crumbs].join(' › ');
  const words = keywords(html);
  const keywordText = words.length > 0 ? `<p data-pagefind-weight="10">${escapeText(words.join(' · '))}</p>` : '';
  // Meta values cannot hold commas (Pagefind separates several with them).
  const meta = `area:${trail.replace(/,/g, ' ')}`;
  const prepared = html
    .replace(
      '<article>',
      `<article data-pagefind-body data-pagefind-meta="${escapeAttribute(meta)}" data-pagefind-filter="section:${section}">`,
    )
    .replace(/(<\/h1>(?:<\/header>)?)/, `$1${keywordText}`)
    // Code is never indexed (excludeSelectors), yet it is most of a long page's
    // HTML (61% of the webhooks page's): Pagefind gets the blocks empty, and
    // writes the same index about a fifth faster.
    .replace(/<pre\b[^>]*>[\s\S]*?<\/pre>/g, '<pre></pre>');
  return { html: prepared, section, trail };
}

/** Page parts never indexed: code, tab strips, the page's own navigation and menus, marked chrome. */
export const excludeSelectors = [
  'pre',
  '[role="tablist"]',
  '[data-search-ignore]',
  'nav',
  'button',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
];

/** Words of titles, headings and keywords: what a misspelt query word is corrected to. */
export function vocabularyOf(html: string): string[] {
  const texts: string[] = [];
  for (const [, text = ''] of html.matchAll(/<h[1-4][^>]*>([\s\S]*?)<\/h[1-4]>/g)) texts.push(text);
  texts.push(...keywords(html));
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of decodeEntities(text.replace(/<[^>]+>/g, ' '))
      .toLowerCase()
      .split(/[^\p{L}\p{N}_]+/u)) {
      if (word.length >= 4 && !/^\d+$/.test(word)) words.add(word);
    }
  }
  return [...words];
}
