import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root, RootContent } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { mdxEsm } from '../mdx-esm';

/**
 * Static content kept out of a page's first-load JavaScript: the text of its
 * code blocks, the rows of its schema tables (the API pages' parameter and
 * attribute lists) and the drawings of its diagrams.
 *
 * Both are in the page's server-rendered HTML, and hydrating does not need
 * them: a code block hydrated from that HTML keeps it (src/theme/CodeBlock),
 * and so do a schema table and a diagram (src/components/SchemaTable,
 * BuildTimeDiagram). On the webhooks
 * guide they were 5 KiB of the page's 12 KiB chunk; on an API page, 6 KiB of
 * 9. So each value becomes
 *
 *     __SERVER_ONLY_CONTENT__ ? "the value" : serverOnlyValue(__serverOnly, 3)
 *
 * and the page's values go to a JSON file of their own, which the page
 * module fetches only when it is evaluated after hydration (a client-side
 * navigation, or the engine's preload when a link is pointed at). The page
 * module waits for it (top-level await), so the engine renders a navigated-to
 * page with every value in place, as before. Evaluated for the first load,
 * the page module does not import it: a value is a marker that its component
 * exchanges for the value when it needs one (a code block when it is about
 * to be highlighted). src/lib/serverOnlyContent.ts is the browser's side.
 *
 * A page whose values are small keeps them (`minimumBytes`): fetching them
 * would cost its navigations a request for little saved.
 *
 * ./plugin.ts defines the flag: true in the server bundle (and in the
 * development server, which renders no HTML), false in the production
 * browser bundle, whose minifier then drops the inline values.
 */

export const serverOnlyFlag = '__SERVER_ONLY_CONTENT__';

/**
 * Components whose static content is a string attribute, kept out the same
 * way: the schema tables' rows (plugins/openapi-docs/render.ts), the
 * diagrams' drawings (plugins/rehype-mermaid-svg) and the error catalogue
 * (plugins/openapi-docs/rehypeErrorCatalogue.ts). Each component keeps the
 * server's HTML when hydrating with a marker.
 */
const serverOnlyAttributes: Record<string, string> = {
  SchemaTable: 'rowsJson',
  BuildTimeDiagram: 'svg',
  ErrorCodeTable: 'catalogueJson',
};

const contentDir = path.resolve('node_modules/.cache/server-only-content');
/** The values' files (./plugin.ts emits them). */
export const contentFile = /[\\/]node_modules[\\/]\.cache[\\/]server-only-content[\\/][0-9a-f]+\.json$/;
/**
 * Which values file each page fetches, one record per page source: ./plugin.ts
 * reads them after the build to list each route's values
 * (`serverOnlyContentRoutes`), so a navigation can fetch them as it starts.
 * Records, not a map in memory: the bundler's cache skips pages it compiled before.
 */
const recordsDir = path.join(contentDir, 'pages');

export function valuesRecordOf(source: string): string {
  return path.join(recordsDir, createHash('sha256').update(path.resolve(source)).digest('hex').slice(0, 24));
}
const holder = '__serverOnly';
const runtime = '@site/src/lib/serverOnlyContent';

const literal = (value: string) => ({ type: 'Literal', value, raw: JSON.stringify(value) });
const identifier = (name: string) => ({ type: 'Identifier', name });

/** `__SERVER_ONLY_CONTENT__ ? "value" : serverOnlyValue(__serverOnly, index)`, as source text and estree. */
function serverOnlyExpression(value: string, index: number) {
  const expression = {
    type: 'ConditionalExpression',
    test: identifier(serverOnlyFlag),
    consequent: literal(value),
    alternate: {
      type: 'CallExpression',
      callee: identifier('serverOnlyValue'),
      arguments: [identifier(holder), { type: 'Literal', value: index, raw: String(index) }],
      optional: false,
    },
  };
  return {
    source: `${serverOnlyFlag} ? ${JSON.stringify(value)} : serverOnlyValue(${holder}, ${index})`,
    estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] },
  };
}

/**
 * import { loadServerOnlyContent, serverOnlyValue } from '@site/src/lib/serverOnlyContent';
 * const __serverOnly = __SERVER_ONLY_CONTENT__ ? null : await loadServerOnlyContent(new URL("./…json", import.meta.url));
 *
 * `new URL(…, import.meta.url)` makes the values a file of the build
 * (./plugin.ts names it), fetched as JSON: a chunk of its own would add an
 * entry per page to the chunk map every page's first load carries.
 */
function moduleHeader(contentUrl: string): RootContent {
  return mdxEsm(
    `import { loadServerOnlyContent, serverOnlyValue } from '${runtime}';\n` +
      `const ${holder} = ${serverOnlyFlag} ? null : await loadServerOnlyContent(new URL(${JSON.stringify(contentUrl)}, import.meta.url));`,
  );
}

/** Writes `text` to `file` through a temporary file (builds run in parallel). */
function writeAtomically(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** Writes a page's values once, named by their digest. */
function contentModule(values: string[]): string {
  const json = JSON.stringify(values);
  const file = path.join(contentDir, `${createHash('sha256').update(json).digest('hex').slice(0, 24)}.json`);
  if (!existsSync(file)) writeAtomically(file, json);
  return file;
}

/** The text of a fenced code block's `<code>`, when that is all it holds. */
function codeText(node: Element, parent: unknown): string | null {
  if (node.tagName !== 'code' || (parent as Element | undefined)?.tagName !== 'pre') return null;
  if (!node.children.every((child) => child.type === 'text')) return null;
  return node.children.map((child) => (child as { value: string }).value).join('');
}

interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
}

export interface ServerOnlyContentOptions {
  /**
   * Values smaller than this in all (bytes of their JSON) stay in the page's
   * JavaScript: a navigation to the page would fetch them in a request of
   * their own, and under this size the request costs more than the bytes
   * save the first load. Default 2048 (about 1 KiB gzip): of the ten pages
   * the bench navigates to, four have values under it (88 to 1,918 bytes).
   */
  minimumBytes?: number;
}

export default function rehypeServerOnlyContent({ minimumBytes = 2048 }: ServerOnlyContentOptions = {}) {
  return (tree: Root, file: VFile): void => {
    const values: string[] = [];
    /** Each value's change to the tree, made once the page's values are known to be worth a file. */
    const keepOut: (() => void)[] = [];
    visit(tree, (node, _index, parent) => {
      if (node.type === 'element') {
        const text = codeText(node, parent);
        if (text === null || text === '') return;
        const index = values.push(text) - 1;
        keepOut.push(() => {
          const expression = serverOnlyExpression(text, index);
          node.children = [
            { type: 'mdxTextExpression', value: expression.source, data: { estree: expression.estree } } as never,
          ];
        });
        return;
      }
      const element = node as unknown as JsxElement;
      const name =
        element.type === 'mdxJsxFlowElement' && element.name ? serverOnlyAttributes[element.name] : undefined;
      if (!name) return;
      const attribute = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
      if (typeof attribute?.value !== 'string') return;
      const value = attribute.value;
      const index = values.push(value) - 1;
      keepOut.push(() => {
        const expression = serverOnlyExpression(value, index);
        attribute.value = {
          type: 'mdxJsxAttributeValueExpression',
          value: expression.source,
          data: { estree: expression.estree },
        };
      });
    });
    if (values.length === 0 || JSON.stringify(values).length < minimumBytes) {
      rmSync(valuesRecordOf(file.path), { force: true });
      return;
    }
    keepOut.forEach((change) => change());
    const contentPath = contentModule(values);
    writeAtomically(valuesRecordOf(file.path), path.basename(contentPath, '.json'));
    // Relative to the page: `new URL()` takes a module request, not a file path.
    const relative = path.relative(path.dirname(file.path), contentPath).split(path.sep).join('/');
    tree.children.unshift(moduleHeader(relative.startsWith('.') ? relative : `./${relative}`));
  };
}
