import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Root } from 'hast';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../config/chromium';
import rehypeMermaidSvg, {
  darkDrawing,
  drawDiagram,
  mermaidConfig,
  mermaidThemes,
  withoutDanglingPaintReferences,
} from './index';
import { diagramDigest } from './digest';

interface MdxNode {
  type: string;
  value?: string;
  name?: string;
  attributes?: { name: string; value: string }[];
}

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

  it('replaces the fence with a BuildTimeDiagram: its SVG, with a title, a description and text labels', async () => {
    const tree = fence(flowchart);
    await rehypeMermaidSvg()(tree, new VFile());
    const [esm, diagram] = tree.children as unknown as MdxNode[];
    // The component is imported once, at the top of the page.
    expect(esm).toMatchObject({
      type: 'mdxjsEsm',
      value: expect.stringContaining('@site/src/components/BuildTimeDiagram'),
    });
    expect(diagram).toMatchObject({ type: 'mdxJsxFlowElement', name: 'BuildTimeDiagram' });
    const attribute = (name: string) => diagram!.attributes!.find((a) => a.name === name)!.value;
    expect(attribute('digest')).toBe(diagramDigest(flowchart));

    // A string attribute: plugins/server-only-content keeps it out of the browser bundle.
    const svg = attribute('svg') as string;
    expect(svg).toMatch(/^<svg[\s>]/);
    expect(svg).toMatch(/<title[^>]*>Two steps<\/title>/);
    expect(svg).toMatch(/<desc[^>]*>Create leads to Capture\.<\/desc>/);
    expect(svg).toContain('>Capture<');
    expect(svg).not.toContain('foreignObject');
    expect(diagram!.attributes!.map((a) => a.name)).toEqual(['digest', 'svg', 'dark']);

    // The dark drawing is a file the page names (./plugin.ts writes it), named by its content.
    const dark = await darkDrawing(flowchart);
    expect(attribute('dark')).toBe(dark.fileName);
    expect(dark.fileName).toMatch(/^dark-[0-9a-f]{16}\.svg$/);
  }, 120_000);

  it('draws the dark variant in Mermaid’s dark theme, with ids of its own and the same text', async () => {
    const light = await drawDiagram(flowchart);
    const { svg: dark } = await darkDrawing(flowchart);
    const digest = diagramDigest(flowchart).slice(0, 12);
    expect(light).toContain(`id="mermaid-${digest}"`);
    expect(dark).toContain(`id="mermaid-${digest}-dark"`);
    expect(dark).not.toContain(`id="mermaid-${digest}"`);
    expect(dark).toMatch(/<title[^>]*>Two steps<\/title>/);
    expect(dark).toContain('>Capture<');
    // Its style sheet paints other colours than the light one's.
    const styles = (svg: string) => /<style>([\s\S]*?)<\/style>/.exec(svg)?.[1] ?? '';
    expect(styles(dark).replaceAll('-dark', '')).not.toBe(styles(light));
  }, 120_000);
});

/** Draws `sources` in one batch with ./render.mjs, as the plugin does, and returns the SVGs. */
function drawBatch(sources: string[]): string[] {
  const input = JSON.stringify({
    diagrams: sources.map((source, index) => ({ source, id: `mermaid-test-${index}`, theme: mermaidThemes.light })),
    mermaidConfig,
    executablePath: chromiumLaunchOptions.executablePath,
    args: chromiumLaunchOptions.args,
  });
  const output = execFileSync(process.execPath, [path.join(__dirname, 'render.mjs')], { input, encoding: 'utf8' });
  return (JSON.parse(output) as { svg: string }[]).map(({ svg }) => svg);
}

describe('render.mjs', () => {
  // One page draws a whole batch: a drawing must not depend on what was drawn before it.
  const sequence = (actor: string) =>
    `sequenceDiagram\n    accTitle: ${actor}\n    accDescr: Shop and ${actor}.\n    actor Buyer\n    Buyer->>Shop: order\n    Shop->>${actor}: pay`;
  const handDrawn = 'stateDiagram-v2\n    accTitle: Hand\n    accDescr: A to B.\n    [*] --> A\n    A --> B';

  it('draws each diagram of a batch as if alone', () => {
    const [, second, , fourth] = drawBatch([sequence('Bank'), sequence('Wallet'), handDrawn, handDrawn]);
    const [alone, handAlone] = drawBatch([sequence('Wallet'), handDrawn]);
    expect(second?.replaceAll('mermaid-test-1', 'mermaid-test-0')).toBe(alone);
    expect(fourth?.replaceAll('mermaid-test-3', 'mermaid-test-1')).toBe(handAlone);
  }, 120_000);

  it('gives a sequence diagram’s lifelines ids of its own, numbered from 0', () => {
    const [first, second] = drawBatch([sequence('Bank'), sequence('Wallet')]);
    expect(first).toContain('id="mermaid-test-0-actor0"');
    expect(second).toContain('id="mermaid-test-1-actor0"');
    expect(second).toContain('id="mermaid-test-1-actor-man-torso0"');
    // Every id names the drawing it belongs to.
    expect(`${first}${second}`.match(/\sid="(?![^"]*mermaid-test-\d)[^"]*"/g)).toBeNull();
  }, 120_000);

  it('keeps only the style rules that apply to the drawing', () => {
    const [drawing = ''] = drawBatch([sequence('Bank')]);
    const style = /<style>([\s\S]*)<\/style>/.exec(drawing)?.[1] ?? '';
    // What this sequence diagram has: messages, their text, actors.
    for (const used of ['.messageLine0', '.messageText', '.actor-line']) expect(style).toContain(used);
    // What only other diagrams, looks or states have: error icons, animated edges, notes, loops.
    for (const unused of ['.error-icon', 'edge-animation', '@keyframes', '.note', '.loopLine'])
      expect(style).not.toContain(unused);
  }, 120_000);

  it('keeps only the markers and symbols the drawing refers to', () => {
    const [drawing = ''] = drawBatch([sequence('Bank')]);
    // Its messages end in arrowheads; it shows no database, computer or clock, and no crossed message.
    expect(drawing).toContain('id="mermaid-test-0-arrowhead"');
    expect(drawing).toContain('marker-end="url(#mermaid-test-0-arrowhead)"');
    for (const unused of ['database', 'computer', 'clock', 'crosshead', 'filled-head'])
      expect(drawing).not.toContain(`id="mermaid-test-0-${unused}"`);
    expect(drawing).not.toMatch(/<defs\s*\/>|<defs><\/defs>/);
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
