import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Element, ElementContent, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import { visitParents } from 'unist-util-visit-parents';
import type { VFile } from 'vfile';
import { diagramDigest } from './digest';
import { chromiumLaunchOptions } from '../../config/chromium';
import { mdxEsm } from '../mdx-esm';

/**
 * Mermaid diagrams drawn at build time: every ```mermaid fence becomes an
 * inline SVG in the page's HTML, so readers' browsers never load a diagram
 * runtime (Mermaid is ~180 KiB gzip). The Markdown source stays Mermaid, and
 * the Markdown copies (plugins/llms) keep it as a fence.
 *
 * The drawing is not in the page's first-load JavaScript either: the fence
 * becomes a <BuildTimeDiagram> (src/components/BuildTimeDiagram) whose `svg`
 * the next rehype plugin, plugins/server-only-content, keeps in the server
 * bundle and the page's values file, as it does code blocks' text.
 *
 * Drawing needs a browser: ./render.mjs, a child process, runs Mermaid in the
 * system Chromium (CHROME_PATH, default /usr/bin/chromium; the browser tests
 * need it anyway), one page drawing a whole batch. Each diagram is drawn once
 * per source: the SVG is cached under node_modules/.cache/mermaid-svg by a
 * digest of the source, the Mermaid version and this file's settings, so a
 * warm build does not start Chromium.
 * A cold build draws them all at once, early: ./prefetch.ts reads the
 * diagrams from docs/ when the engine loads content, and each page then
 * takes its drawing from that one batch.
 *
 * Accessibility: every diagram must have an `accTitle:` and an `accDescr:`
 * line (Mermaid's own syntax), which become the SVG's <title> and <desc>; a
 * diagram without them fails the build. Labels stay SVG text (no HTML
 * labels), so they are selectable and the drawing does not depend on CSS.
 *
 * Without Chromium (a machine where `npm start` runs before the README's
 * set-up installed it), the build does not fail: each diagram is shown as
 * its Mermaid source in a code block, and the build prints one warning
 * saying how to get the drawings. MERMAID_SVG_REQUIRED=true (set by
 * scripts/build-checked.mjs, so by `npm test` and CI) turns that into an error.
 */

/**
 * Text as SVG text. The hand-drawn look's strokes are random unless seeded:
 * with a seed, a drawing is the same on every build. The theme is the
 * variant's (`mermaidThemes`).
 */
export const mermaidConfig = {
  handDrawnSeed: 1,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  htmlLabels: false,
  flowchart: { htmlLabels: false },
  sequence: { useMaxWidth: true },
} as const;

/**
 * Each diagram is drawn in two Mermaid themes: the light one is in the page;
 * the dark one is a file of its own (`darkDrawingsDir`, ./constants.ts), which the page
 * fetches only when the colour mode is dark (src/components/BuildTimeDiagram),
 * so a light page pays nothing for it.
 */
export const mermaidThemes = { light: 'neutral', dark: 'dark' } as const;
export type DiagramVariant = keyof typeof mermaidThemes;

export { diagramDigest };

const { executablePath: chromiumPath, args: chromiumArgs } = chromiumLaunchOptions;

interface Request {
  source: string;
  id: string;
  theme: string;
  resolve: (svg: string) => void;
  reject: (error: Error) => void;
}

/**
 * Drawings are requested by many pages at once (the bundler compiles them in
 * parallel); requests made within a moment of each other go to one
 * ./render.mjs process, so a cold build starts Chromium a few times, not
 * once per page.
 */
let queue: Request[] = [];
let flushTimer: NodeJS.Timeout | undefined;

function flush(): void {
  const batch = queue;
  queue = [];
  flushTimer = undefined;
  const child = spawn(process.execPath, [path.join(__dirname, 'render.mjs')], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const failAll = (error: Error) => batch.forEach((request) => request.reject(error));
  child.on('error', failAll);
  child.on('close', (code) => {
    if (code !== 0) return failAll(new Error(`the renderer (render.mjs) exited with ${code}`));
    const results = JSON.parse(output) as ({ svg: string } | { error: string })[];
    batch.forEach((request, index) => {
      const result = results[index];
      if (result && 'svg' in result) request.resolve(result.svg);
      else request.reject(new Error(result?.error ?? 'no drawing'));
    });
  });
  child.stdin.end(
    JSON.stringify({
      diagrams: batch.map(({ source, id, theme }) => ({ source, id, theme })),
      mermaidConfig,
      executablePath: chromiumPath,
      args: chromiumArgs,
    }),
  );
}

/** Sends the requests made so far to a renderer now, not after the moment's wait (for a batch known to be whole). */
export function flushDrawingRequests(): void {
  if (flushTimer === undefined) return;
  clearTimeout(flushTimer);
  flush();
}

function render(source: string, id: string, theme: string): Promise<string> {
  return new Promise((resolve, reject) => {
    queue.push({ source, id, theme, resolve, reject });
    flushTimer ??= setTimeout(flush, 200);
  });
}

function mermaidVersion(): string {
  const file = path.resolve('node_modules/mermaid/package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : 'unknown';
}

const cacheDir = path.resolve('node_modules/.cache/mermaid-svg');
/** What else a drawing depends on: Mermaid's version, its settings and the renderer's own code. */
const settingsDigest = diagramDigest(
  `${mermaidVersion()} ${JSON.stringify(mermaidConfig)} ${JSON.stringify(mermaidThemes)} ${readFileSync(path.join(__dirname, 'render.mjs'), 'utf8')}`,
).slice(0, 16);

/**
 * Each drawing once per process, by its cache file: a page that asks for a
 * diagram the prefetch (./prefetch.ts) already asked for waits for that
 * drawing instead of starting another browser.
 */
const drawings = new Map<string, Promise<string>>();

/** The SVG of one diagram in one theme: from this process's drawings, from the cache, or drawn now. */
export function drawDiagram(source: string, variant: DiagramVariant = 'light'): Promise<string> {
  const digest = diagramDigest(source);
  const suffix = variant === 'light' ? '' : `-${variant}`;
  const cached = path.join(cacheDir, `${digest}-${settingsDigest}${suffix}.svg`);
  let drawing = drawings.get(cached);
  if (!drawing) {
    // The SVG's ids (and its stylesheet's selectors) come from the digest and
    // the variant, so two diagrams, or both variants, on one page never share one.
    drawing = drawUncached(source, `mermaid-${digest.slice(0, 12)}${suffix}`, mermaidThemes[variant], cached);
    drawings.set(cached, drawing);
    // A failure is not kept: the next request (a rebuild in `docusaurus start`) tries again.
    drawing.catch(() => drawings.delete(cached));
  }
  return drawing;
}

async function drawUncached(source: string, id: string, theme: string, cached: string): Promise<string> {
  if (existsSync(cached)) return readFileSync(cached, 'utf8');
  const svg = await render(source, id, theme);
  mkdirSync(cacheDir, { recursive: true });
  writeWhole(cached, svg);
  return svg;
}

/** Writes `content` to `file` through a temporary file: builds that run in parallel never read half a file. */
function writeWhole(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/** The accessibility lines (`accTitle:`, `accDescr:`) a diagram lacks: every diagram needs both. */
export function missingAccessibilityLines(source: string): string[] {
  return ['accTitle', 'accDescr'].filter((keyword) => !new RegExp(`^\\s*${keyword}\\s*[:{]`, 'm').test(source));
}

/**
 * Mermaid's theme stylesheet paints some shapes with `url(#<id>-gradient)`, a
 * gradient it draws only for some looks. Where the drawing has no element
 * with that id, the declaration goes: a dangling reference paints nothing,
 * and the page would carry a link to an anchor that does not exist.
 */
export function withoutDanglingPaintReferences(svg: string): string {
  const ids = new Set([...svg.matchAll(/\sid=["']?([^"'\s>]+)/g)].map((match) => match[1]));
  return svg.replace(/[a-z-]+:\s*url\(#([^)]+)\)\s*;?/gi, (declaration, id: string) =>
    ids.has(id) ? declaration : '',
  );
}

/**
 * A diagram's dark drawing as it is served, and its file name under
 * `darkDrawingsDir`, named by its content (so served as an immutable asset).
 * The page names the file; ./plugin.ts writes it after the build.
 */
export async function darkDrawing(source: string): Promise<{ svg: string; fileName: string }> {
  const svg = withoutDanglingPaintReferences(await drawDiagram(source, 'dark'));
  return { svg, fileName: `dark-${diagramDigest(svg).slice(0, 16)}.svg` };
}

let warnedNoChromium = false;

const component = 'BuildTimeDiagram';
const componentModule = '@site/src/components/BuildTimeDiagram';

/** `import BuildTimeDiagram from '@site/src/components/BuildTimeDiagram';` */
const componentImport = mdxEsm(`import ${component} from '${componentModule}';`);

/** `<BuildTimeDiagram digest="…" svg="<svg…>" dark="dark-….svg" />` */
function diagramElement(digest: string, svg: string, dark: string): ElementContent {
  return {
    type: 'mdxJsxFlowElement',
    name: component,
    attributes: [
      { type: 'mdxJsxAttribute', name: 'digest', value: digest },
      { type: 'mdxJsxAttribute', name: 'svg', value: svg },
      { type: 'mdxJsxAttribute', name: 'dark', value: dark },
    ],
    children: [],
  } as unknown as ElementContent;
}

function isMermaidCode(node: Element): boolean {
  const classes = node.properties.className;
  return node.tagName === 'code' && Array.isArray(classes) && classes.includes('language-mermaid');
}

export default function rehypeMermaidSvg() {
  return async (tree: Root, file: VFile): Promise<void> => {
    const found: { pre: Element; parent: Root | Element; source: string }[] = [];
    visitParents(tree, 'element', (node: Element, ancestors) => {
      if (!isMermaidCode(node)) return;
      const pre = ancestors.at(-1);
      const parent = ancestors.at(-2);
      if (pre?.type !== 'element' || pre.tagName !== 'pre' || !parent) return;
      found.push({ pre, parent: parent as Root | Element, source: toText(node, { whitespace: 'pre' }) });
    });
    if (found.length === 0) return;

    for (const { source } of found) {
      for (const keyword of missingAccessibilityLines(source))
        file.fail(
          `A Mermaid diagram has no \`${keyword}:\` line. Add one after the diagram type ` +
            `(accTitle: a short title; accDescr: one or two sentences saying what it shows): ` +
            `they become the drawing's title and description for screen readers.`,
        );
    }

    const available = existsSync(chromiumPath);
    if (!available) {
      const message =
        `Chromium not found at ${chromiumPath}: Mermaid diagrams are shown as their source. ` +
        'Install it (Debian: apt-get install -y chromium) or set CHROME_PATH, then rebuild.';
      if (process.env.MERMAID_SVG_REQUIRED === 'true') file.fail(message);
      if (!warnedNoChromium) console.warn(`[WARNING] ${message}`);
      warnedNoChromium = true;
      return;
    }

    await Promise.all(
      found.map(async ({ pre, parent, source }) => {
        const digest = diagramDigest(source);
        let svg: string;
        let dark: { svg: string; fileName: string };
        try {
          [svg, dark] = await Promise.all([
            drawDiagram(source).then(withoutDanglingPaintReferences),
            darkDrawing(source),
          ]);
        } catch (error) {
          file.fail(`Mermaid could not draw a diagram: ${(error as Error).message}`);
        }
        if (!/^\s*<svg[\s>]/.test(svg) || !/^\s*<svg[\s>]/.test(dark.svg)) file.fail('Mermaid returned no <svg>');
        parent.children[parent.children.indexOf(pre)] = diagramElement(digest, svg, dark.fileName);
      }),
    );
    tree.children.unshift(componentImport);
  };
}
