/**
 * The MDX loader's preprocessing, private to @docusaurus/mdx-loader (see
 * README.md). A file of its own: the Markdown export's worker thread loads
 * it, and node.ts would load the engine's whole server side with it.
 */
import preprocessContent from '@docusaurus/mdx-loader/lib/preprocessor';
import type { MarkdownConfig } from '@docusaurus/types';

/**
 * A page's text as the engine hands it to its MDX parser, with the settings
 * this site keeps at the engine's defaults (`markdown.mdx1Compat`, the docs
 * plugin's `admonitions`): `:::note Title` becomes `:::note[Title]`, and a
 * heading's `{#id}` is escaped so that MDX does not read it as an expression.
 */
export function preprocessMdx(source: string, filePath: string): string {
  return preprocessContent({
    fileContent: source,
    filePath,
    // It reads `preprocessor` (unset here) and `mdx1Compat` alone.
    markdownConfig: { mdx1Compat: { comments: true, admonitions: true, headingIds: true } } as MarkdownConfig,
    admonitions: true,
  });
}
