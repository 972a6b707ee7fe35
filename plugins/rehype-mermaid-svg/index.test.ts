import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../config/chromium';
import rehypeMermaidSvg, { mermaidConfig, rendererArgs, withoutDanglingPaintReferences } from './index';
import { diagramDigest } from './digest';

/** The hast a ```mermaid fence becomes: <pre><code class="language-mermaid">. */
function fence(source: string): Root {
  return {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'pre',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'code',
            properties: { className: ['language-mermaid'] },
            children: [{ type: 'text', value: `${source}\n` }],
          },
        ],
      },
    ],
  };
}

const flowchart = `flowchart LR
    accTitle: Two steps
    accDescr: Create leads to Capture.
    A[Create] --> B[Capture]`;

describe('rehypeMermaidSvg', () => {
  it('fails the page when a diagram has no accTitle or accDescr, saying what to add', async () => {
    await expect(rehypeMermaidSvg()(fence('flowchart LR\n    A --> B'), new VFile())).rejects.toThrow(
      /no `accTitle:` line/,
    );
    await expect(rehypeMermaidSvg()(fence('flowchart LR\n    accTitle: T\n    A --> B'), new VFile())).rejects.toThrow(
      /no `accDescr:` line/,
    );
  });

  it('replaces the fence with an inline SVG drawn from its source, with a title, a description and text labels', async () => {
    const tree = fence(flowchart);
    await rehypeMermaidSvg()(tree, new VFile());
    const wrapper = tree.children[0] as Element;
    expect(wrapper.tagName).toBe('div');
    expect(wrapper.properties.dataDiagramSha256).toBe(diagramDigest(flowchart));
    const svg = wrapper.children[0] as Element;
    expect(svg.tagName).toBe('svg');
    const text = JSON.stringify(svg);
    expect(svg.children.find((c) => c.type === 'element' && c.tagName === 'title')).toMatchObject({
      children: [{ type: 'text', value: 'Two steps' }],
    });
    expect(svg.children.find((c) => c.type === 'element' && c.tagName === 'desc')).toMatchObject({
      children: [{ type: 'text', value: 'Create leads to Capture.' }],
    });
    // Labels are SVG text (selectable, no HTML in foreignObject).
    expect(text).toContain('"value":"Capture"');
    expect(text).not.toContain('foreignObject');
    expect(text).not.toContain('"position"');
    // Its stylesheet is inner HTML, so the HTML minifier's rewrite of it cannot fail hydration.
    expect(text).not.toMatch(/"tagName":"style"/);
    expect(svg.children).toContainEqual(
      expect.objectContaining({ type: 'mdxJsxFlowElement', name: 'style', children: [] }),
    );
  }, 120_000);
});

/** Draws `sources` in one batch with ./render.mjs, as the plugin does, and returns the SVGs. */
function drawBatch(sources: string[]): string[] {
  const input = JSON.stringify({
    diagrams: sources.map((source, index) => ({ source, prefix: `mermaid-test-${index}` })),
    mermaidConfig,
    executablePath: chromiumLaunchOptions.executablePath,
    args: rendererArgs,
  });
  const output = execFileSync(process.execPath, [path.join(__dirname, 'render.mjs')], { input, encoding: 'utf8' });
  return (JSON.parse(output) as { svg: string }[]).map(({ svg }) => svg);
}

describe('render.mjs with the plugin’s browser settings', () => {
  it('draws each diagram of a batch as if alone, though the pages share one renderer process', () => {
    // Sequence diagrams number their actors with a counter of Mermaid's: a
    // drawing made after another in the same page realm would get other ids.
    const sequence = (actor: string) =>
      `sequenceDiagram\n    accTitle: ${actor}\n    accDescr: Shop and ${actor}.\n    Shop->>${actor}: pay`;
    const [, second] = drawBatch([sequence('Bank'), sequence('Wallet')]);
    const [alone] = drawBatch([sequence('Wallet')]);
    expect(second?.replaceAll('mermaid-test-1', 'mermaid-test-0')).toBe(alone);
    expect(rendererArgs).toContain('--renderer-process-limit=1');
  }, 120_000);
});

describe('withoutDanglingPaintReferences', () => {
  it('drops paint references to ids the drawing lacks, and keeps the others', () => {
    const svg =
      '<svg id="m"><defs><linearGradient id="m-ok"></linearGradient></defs>' +
      '<style>#m .a{stroke:url(#m-missing);fill:red}#m .b{fill:url(#m-ok)}#m .c{stroke:url(#m-gone)}</style></svg>';
    const cleaned = withoutDanglingPaintReferences(svg);
    expect(cleaned).not.toContain('m-missing');
    expect(cleaned).not.toContain('m-gone');
    expect(cleaned).toContain('#m .a{fill:red}');
    expect(cleaned).toContain('fill:url(#m-ok)');
  });
});
