import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expandTokens } from '../remark-brand-tokens';

/**
 * The Mermaid diagrams of the docs, for ./prefetch.ts, as the docs engine
 * will hold them: each fence's lines without the fence's own indentation
 * (a fence in a list item), tokens expanded by remark-brand-tokens's own
 * `expandTokens`, so each digest matches the page's own request. Found by
 * their fences rather than by parsing the page as MDX, which took half a
 * second of the build's start on its one busy thread. A source read
 * differently is only a wasted drawing: the page still draws its own
 * (./index.ts); the tests compare this with the parser on every page.
 */

/** An opening fence (``` or ~~~, indented or not) with the info string `mermaid`, its lines, and its closing fence. */
const mermaidFence = /^([ \t]*)(`{3,}|~{3,})[ \t]*mermaid\b[^\n]*\n([\s\S]*?)^\1\2[`~]*[ \t]*$/gm;

/** The Mermaid diagrams of one page's source, tokens expanded. */
export function mermaidSources(source: string): string[] {
  return [...source.replace(/\r\n?/g, '\n').matchAll(mermaidFence)].map(([, indent = '', , body = '']) => {
    const lines = body.replace(/\n$/, '').split('\n');
    const code = lines
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()))
      .join('\n');
    return expandTokens(code);
  });
}

/** Every Mermaid diagram in the Markdown and MDX files under `dir`. */
export function diagramSources(dir: string): string[] {
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((file) => /\.mdx?$/.test(file)).sort();
  const sources: string[] = [];
  for (const file of files) {
    try {
      sources.push(...mermaidSources(readFileSync(path.join(dir, file), 'utf8')));
    } catch {
      // A token that does not expand: the page's own build reports it, with its position.
    }
  }
  return sources;
}
