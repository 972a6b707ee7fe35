import { readFileSync, readdirSync } from 'node:fs';
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

/**
 * The Mermaid diagrams of the docs, for ./prefetch.ts. They are read as the docs engine will see them: parsed as MDX
 * with the same syntax extensions, tokens expanded by the same remark plugin
 * that runs first on every page (remark-brand-tokens), so each digest
 * matches the page's own request. A source read differently is only a
 * wasted drawing: the page still draws its own (./index.ts).
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

/** Every Mermaid diagram in the Markdown and MDX files under `dir`. */
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
