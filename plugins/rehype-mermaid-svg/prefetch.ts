import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Code, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import remarkBrandTokens from '../remark-brand-tokens';
import { drawDiagram, missingAccessibilityLines } from './index';
import { chromiumLaunchOptions } from '../../config/chromium';

/**
 * The bundler reaches the pages that hold diagrams 4 to 6 s into a cold
 * build and waits for their drawings (the site's 22 take 2 to 3 s in one
 * browser page, ./render.mjs). ./plugin.ts starts all of them when the docs
 * are loaded, about 3 s in, in one batch, so the pages find them drawn.
 *
 * The sources are read as the docs engine will see them: parsed as MDX with
 * the same syntax extensions, tokens expanded by the same remark plugin that
 * runs first on every page (remark-brand-tokens), so each digest matches the
 * page's own request. A source read differently is only a wasted drawing: the
 * page still draws its own (./index.ts).
 */

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);
const expandTokens = remarkBrandTokens();

/** A file worth parsing: one with a Mermaid fence (``` or ~~~). */
const mermaidFence = /^\s*(`{3,}|~{3,})\s*mermaid\b/m;

/** The Mermaid diagrams of one page's source, tokens expanded. */
export function mermaidSources(source: string): string[] {
  if (!mermaidFence.test(source)) return [];
  const tree = parser.parse(source) as Root;
  expandTokens(tree);
  const sources: string[] = [];
  visit(tree, 'code', (node: Code) => {
    if (node.lang === 'mermaid') sources.push(node.value);
  });
  return sources;
}

/**
 * Every Mermaid diagram in the Markdown and MDX files under `dir`. Read
 * synchronously (a few milliseconds): once the bundler runs, this thread's
 * event loop is so busy that reading the files one callback at a time took
 * until the bundler had reached the pages anyway (23 s into a cold build).
 */
export function diagramSources(dir: string): string[] {
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((file) => /\.mdx?$/.test(file)).sort();
  const sources: string[] = [];
  for (const file of files) {
    try {
      sources.push(...mermaidSources(readFileSync(path.join(dir, file), 'utf8')));
    } catch {
      // A page that does not parse: the engine reports it, with its position.
    }
  }
  return sources;
}

/**
 * Draws `sources` (diagrams as the pages' fences will hold them) before the
 * bundler reaches their pages, in one browser; the pages then take the
 * drawings from ./index.ts. Only an early start: a page whose diagram was
 * not prefetched draws it itself, and a failed drawing fails its page there.
 * Resolves once all are settled.
 */
export async function prefetchDrawings(sources: readonly string[]): Promise<void> {
  // Without a browser the pages show their diagrams' source, and say why (./index.ts).
  if (!existsSync(chromiumLaunchOptions.executablePath)) return;
  const drawable = sources.filter((source) => missingAccessibilityLines(source).length === 0);
  await Promise.allSettled(drawable.map(drawDiagram));
}
