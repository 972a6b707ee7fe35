/**
 * The Markdown toolkit of the llms export: parses a page's MDX source with
 * the same syntax extensions the docs engine uses (front matter, MDX, GFM,
 * directives), turns every MDX construct into plain Markdown, and prints
 * the result. Pure: no file system; of the engine, only its preprocessing of
 * a page's text before parsing (src/engineInternals/mdx.ts).
 */
import type { BlockContent, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { preprocessMdx } from '../../src/engineInternals/mdx';
import remarkBrandTokens from '../remark-brand-tokens';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * Turns one MDX component into Markdown: a Markdown string (parsed and
 * spliced in) or mdast nodes. It receives the element with its children
 * already converted.
 */
export type ComponentHandler = (element: JsxElement) => string | RootContent[];

export interface ConvertOptions {
  /** The site's absolute URL without a trailing slash; site paths in links become absolute. */
  siteUrl: string;
  /** Handlers for the site's own components, by tag name. */
  components?: Readonly<Record<string, ComponentHandler>>;
  /** Names the file in error messages. */
  file?: string;
  /**
   * MDX partials the page imports (`import Steps from './_steps.mdx'`), by
   * the name the page uses for them, as source text: `<Steps />` becomes the
   * partial's own content, so a shared section reaches the Markdown copy too.
   */
  partials?: Readonly<Record<string, string>>;
}

/** A page's imports of MDX or Markdown files: the local name and the path as written. */
export function mdxPartialImports(source: string): { name: string; specifier: string }[] {
  const imports = source.matchAll(/^import\s+([A-Za-z_$][\w$]*)\s+from\s+['"]([^'"]+\.mdx?)['"];?\s*$/gm);
  return [...imports].map(([, name = '', specifier = '']) => ({ name, specifier }));
}

/** The docs engine's admonitions (`:::note` …) and the label each starts with. */
export const admonitionLabels: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

const mdxParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);
const markdownParser = unified().use(remarkParse).use(remarkGfm);
const printer = unified()
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '*',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
    incrementListMarker: true,
  })
  // No padding: wide API tables would otherwise be mostly spaces.
  .use(remarkGfm, { tablePipeAlign: false });

/** Site paths (and the engine's `pathname://` escape) become absolute URLs; others stay. */
export function absoluteUrl(url: string, siteUrl: string): string {
  if (url.startsWith('pathname://')) return `${siteUrl}${url.slice('pathname://'.length)}`;
  if (url.startsWith('/') && !url.startsWith('//')) return `${siteUrl}${url}`;
  return url;
}

/** One GFM table cell: no line breaks, pipes escaped. */
export function tableCell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.map(tableCell).join(' | ')} |`;
  return [line(headers), `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** A fenced code block whose fence is longer than any backtick run inside the code. */
export function fencedCode(language: string, code: string): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${code}\n${fence}`;
}

/** A string attribute, or the source text of an expression attribute (`rows={[…]}` → `[…]`). */
export function attributeOf(element: JsxElement, name: string): string | undefined {
  const attribute = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attribute || attribute.type !== 'mdxJsxAttribute') return undefined;
  if (typeof attribute.value === 'string') return attribute.value;
  return attribute.value?.value;
}

function strongParagraph(children: PhrasingContent[]): RootContent {
  return { type: 'paragraph', children: [{ type: 'strong', children }] };
}

/** Parses plain Markdown into nodes to splice in place of a component. */
function parseFragment(markdown: string, inline: boolean): RootContent[] {
  const root = markdownParser.parse(markdown);
  if (!inline) return root.children;
  const [first] = root.children;
  if (root.children.length === 1 && first?.type === 'paragraph') return first.children;
  return root.children;
}

/** Tabs: one labelled block per tab, in tab order. */
const tabItem: ComponentHandler = (element) => {
  const label = attributeOf(element, 'label') ?? attributeOf(element, 'value') ?? '';
  return [strongParagraph([{ type: 'text', value: label }]), ...(element.children as RootContent[])];
};

/** Components of the engine itself, the same on every page. */
const builtInComponents: Readonly<Record<string, ComponentHandler>> = {
  Tabs: (element) => element.children as RootContent[],
  TabItem: tabItem,
};

/** HTML elements written in MDX: keep what they say, drop the element. */
function htmlElement(element: JsxElement): RootContent[] {
  const children = element.children as RootContent[];
  switch (element.name) {
    case 'kbd':
    case 'code':
      return [{ type: 'inlineCode', value: toString(element) }];
    case 'br':
      return [{ type: 'break' }];
    case 'summary':
      return [strongParagraph(children as PhrasingContent[])];
    default:
      return children;
  }
}

function admonition(node: ContainerDirective): RootContent {
  const [first, ...rest] = node.children;
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const label: PhrasingContent[] = hasLabel
    ? first.children
    : [{ type: 'text', value: admonitionLabels[node.name] ?? node.name }];
  const body = (hasLabel ? rest : node.children) as BlockContent[];
  return { type: 'blockquote', children: [strongParagraph(label) as BlockContent, ...body] };
}

/** The engine prints unknown text directives (`a:b` in prose) back as text. */
function textDirectiveAsText(node: TextDirective): PhrasingContent[] {
  const label =
    node.children.length > 0
      ? [{ type: 'text' as const, value: '[' }, ...node.children, { type: 'text' as const, value: ']' }]
      : [];
  return [{ type: 'text', value: `:${node.name}` }, ...label];
}

function isComment(expression: string): boolean {
  return /^\s*\/\*[\s\S]*\*\/\s*$/.test(expression);
}

function convertNode(node: RootContent, options: ConvertOptions): RootContent[] {
  if ('children' in node) convertChildren(node as Parent, options);
  const where = options.file ? ` in ${options.file}` : '';
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      if (isComment(node.value)) return [];
      const literal = /^\s*(['"])(.*)\1\s*$/.exec(node.value);
      if (literal) return [{ type: 'text', value: literal[2] ?? '' }];
      throw new Error(`llms: no Markdown for the expression {${node.value}}${where}`);
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const name = node.name ?? '';
      const partial = options.partials?.[name];
      if (partial !== undefined) {
        const file = `${options.file ?? ''} (partial ${name})`;
        const fragment = parseMdx(partial, file);
        // A partial's own partials are not resolved: its components must have handlers.
        convertChildren(fragment, { ...options, partials: undefined, file });
        return fragment.children;
      }
      const handler = options.components?.[name] ?? builtInComponents[name];
      if (handler) {
        const result = handler(node);
        if (typeof result !== 'string') return result;
        // Markdown from a handler gets the same treatment as the page's own (absolute links).
        const fragment = { type: 'root', children: parseFragment(result, node.type === 'mdxJsxTextElement') } as Root;
        convertChildren(fragment, options);
        return fragment.children;
      }
      if (/^[a-z]/.test(name)) return htmlElement(node);
      throw new Error(`llms: no Markdown conversion for <${name}>${where}; add one to plugins/llms/components.ts`);
    }
    case 'containerDirective':
      if (admonitionLabels[node.name]) return [admonition(node)];
      throw new Error(`llms: unknown directive :::${node.name}${where}`);
    case 'leafDirective':
      throw new Error(`llms: unknown directive ::${node.name}${where}`);
    case 'textDirective':
      return textDirectiveAsText(node);
    case 'link':
    case 'image':
    case 'definition':
      node.url = absoluteUrl(node.url, options.siteUrl);
      return [node];
    default:
      return [node];
  }
}

function convertChildren(parent: Parent, options: ConvertOptions): void {
  parent.children = parent.children.flatMap((child) =>
    convertNode(child as RootContent, options),
  ) as Parent['children'];
}

/** Prints an mdast tree that holds only CommonMark and GFM nodes. */
export function printMarkdown(tree: Root): string {
  return printer.stringify(tree);
}

export interface ConvertedPage {
  markdown: string;
  /** Whether the source starts with its own `# Title`. */
  hasTitle: boolean;
}

/**
 * A page's MDX source (front matter included) parsed as the docs engine
 * parses it (its preprocessing, then the same syntax), brand tokens expanded
 * as the engine's first plugin expands them: for pages and for partials.
 */
export function parseMdx(source: string, file = 'page.mdx'): Root {
  const tree = mdxParser.parse(preprocessMdx(source, file));
  remarkBrandTokens()(tree);
  return tree;
}

/**
 * Converts a page's tree (./parseMdx, or the engine's own) into plain
 * Markdown: imports and front matter dropped, components turned into
 * Markdown by their handlers, tabs into labelled blocks, admonitions into
 * blockquotes and site links made absolute. Throws on a component it has no
 * conversion for, rather than losing content silently. Changes `tree`.
 */
export function treeToMarkdown(tree: Root, options: ConvertOptions): ConvertedPage {
  convertChildren(tree, options);
  const first = tree.children[0];
  return { markdown: printMarkdown(tree), hasTitle: first?.type === 'heading' && first.depth === 1 };
}

/** A page's MDX source into plain Markdown: ./parseMdx, then ./treeToMarkdown. */
export function mdxToMarkdown(source: string, options: ConvertOptions): ConvertedPage {
  return treeToMarkdown(parseMdx(source, options.file), options);
}

/** Normalises plain Markdown (e.g. rendered from data) the same way: tokens, absolute links, one style. */
export function plainMarkdown(markdown: string, options: Pick<ConvertOptions, 'siteUrl'>): string {
  const tree = markdownParser.parse(markdown);
  remarkBrandTokens()(tree);
  convertChildren(tree, options);
  return printMarkdown(tree);
}
