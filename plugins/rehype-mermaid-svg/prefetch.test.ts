import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root as HastRoot } from 'hast';
import { toText } from 'hast-util-to-text';
import type { Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { brand } from '../../src/brand';
import remarkBrandTokens from '../remark-brand-tokens';
import { diagramDigest } from './digest';
import { drawDiagram } from './index';
import { diagramSources, mermaidSources } from './sources';

/** A page with a diagram indented in a list and in an admonition, a brand token, and other code. */
const page = `---
title: Flows
---

import Tabs from '@theme/Tabs';

1. First step:

   \`\`\`mermaid
   sequenceDiagram
       accTitle: Pay
       accDescr: The shop asks %PROVIDER% to pay.
       Shop->>%PROVIDER%: pay
   \`\`\`

:::note

~~~mermaid
flowchart LR
    accTitle: Two
    accDescr: A leads to B.
    A --> B
~~~

:::

\`\`\`js
const mermaid = 'not a diagram';
\`\`\`
`;

/** The digests the page's own rehype step sees: the engine's parse, tokens expanded, then hast text. */
function pageDigests(source: string): string[] {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkDirective).parse(source) as Root;
  remarkBrandTokens()(tree);
  const hast = toHast(tree) as HastRoot;
  const digests: string[] = [];
  visit(hast, 'element', (node: Element) => {
    const classes = node.properties.className;
    if (node.tagName === 'code' && Array.isArray(classes) && classes.includes('language-mermaid'))
      digests.push(diagramDigest(toText(node, { whitespace: 'pre' })));
  });
  return digests;
}

describe('mermaidSources', () => {
  it('finds each diagram as the page will hold it: unindented, tokens expanded, other code left out', () => {
    const sources = mermaidSources(page);
    expect(sources).toHaveLength(2);
    expect(sources[0]).toMatch(/^sequenceDiagram\n {4}accTitle: Pay\n/);
    expect(sources[0]).toContain(`Shop->>${brand.name}: pay`);
    expect(sources[0]).not.toContain('%PROVIDER%');
    expect(sources[1]).toMatch(/^flowchart LR\n/);
  });

  it('gives the digests the rehype step computes for the same page, so its drawings are found', () => {
    expect(mermaidSources(page).map(diagramDigest)).toEqual(pageDigests(page));
  });

  it('does not parse a page without a Mermaid fence', () => {
    // Not valid MDX: parsing it would throw.
    expect(mermaidSources('# Title\n\n<div>\n')).toEqual([]);
  });

  it("reads every page of the docs as the engine's parser does", () => {
    const docs = path.resolve('docs');
    const files = (readdirSync(docs, { recursive: true }) as string[]).filter((file) => /\.mdx?$/.test(file));
    for (const file of files) {
      const source = readFileSync(path.join(docs, file), 'utf8');
      if (!/mermaid/.test(source)) continue;
      expect(mermaidSources(source).map(diagramDigest), file).toEqual(pageDigests(source));
    }
  });
});

describe('diagramSources', () => {
  it('finds every Mermaid fence of the docs, each with its accessibility lines', () => {
    const docs = path.resolve('docs');
    const files = (readdirSync(docs, { recursive: true }) as string[]).filter((file) => /\.mdx?$/.test(file));
    const fences = files
      .map((file) => readFileSync(path.join(docs, file), 'utf8').match(/^\s*(`{3,}|~{3,})mermaid\b/gm)?.length ?? 0)
      .reduce((sum, count) => sum + count, 0);
    const sources = diagramSources(docs);
    expect(fences).toBeGreaterThan(0);
    expect(sources).toHaveLength(fences);
    for (const source of sources) expect(source).toMatch(/accTitle:[\s\S]*accDescr:/);
  });
});

describe('drawDiagram', () => {
  it('draws a diagram once per process: a second request gets the first one’s drawing', async () => {
    const source = 'flowchart LR\n    accTitle: Once\n    accDescr: One drawing.\n    A --> B';
    const first = drawDiagram(source);
    expect(drawDiagram(source)).toBe(first);
    await expect(first).resolves.toMatch(/^<svg/);
  }, 120_000);
});
