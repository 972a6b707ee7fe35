/**
 * Where the Markdown version of a page lives: the page's path plus `.md`,
 * or `index.md` inside the folder for index pages, whose path ends in `/`.
 * Shared by the build step that writes the files and the page menu that
 * links to them, so the two can never disagree.
 *
 *   /docs/guide/intro      → /docs/guide/intro.md
 *   /docs/api/refunds/     → /docs/api/refunds/index.md
 *   /                      → /index.md
 */
export function markdownUrl(pagePath: string): string {
  const path = pagePath.split(/[?#]/)[0] || '/';
  if (!path.startsWith('/')) throw new Error(`markdownUrl: "${pagePath}" is not a site path`);
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}
