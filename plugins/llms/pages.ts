/**
 * Builds the Markdown version of every page: docs pages (API operation
 * pages included) from their MDX source, the home page from its data, and
 * /changelog from the changelog docs page it mirrors. Pure: the plugin
 * reads the files and passes their text in.
 */
import { brand } from '../../src/brand';
import type { ChangelogEntry } from '../../src/data/changelog';
import type { ErrorCodeEntry } from '../../src/lib/openapi/errorCatalogue';
import { componentHandlers } from './components';
import { homeMarkdown } from './dataPages';
import { type Area, type MarkdownPage, absolute, pageDocument } from './llmsTxt';
import { type ComponentHandler, type ConvertedPage, parseMdx, plainMarkdown, treeToMarkdown } from './markdown';

export interface DocInput {
  id: string;
  /** The page's path, e.g. /docs/api/refunds/ */
  permalink: string;
  title: string;
  description: string;
  frontMatter: Readonly<Record<string, unknown>>;
  /** The MDX source, front matter included. */
  source: string;
  /** For error messages. */
  sourcePath: string;
  /** The MDX partials the page imports, by the name the page gives them, as source text. */
  partials?: Readonly<Record<string, string>>;
}

export interface PagesInput {
  /** The site's URL without a trailing slash. */
  siteUrl: string;
  /** Docs pages in reading order (sidebar order). */
  docs: readonly DocInput[];
  errorCodes: readonly ErrorCodeEntry[];
  changelog: readonly ChangelogEntry[];
}

/** Which area of llms.txt a page belongs to, from its path. */
export function areaOf(path: string): Area {
  if (path.startsWith('/docs/guide/')) return 'Guide';
  if (path.startsWith('/docs/api/')) return 'API reference';
  if (path.startsWith('/docs/changelog/') || path === '/changelog') return 'Changelog';
  return 'Start here';
}

/** One docs page's Markdown body, from its source parsed as the engine does. */
export function docMarkdown(
  doc: Pick<DocInput, 'source' | 'sourcePath' | 'partials'>,
  context: { siteUrl: string; components: Readonly<Record<string, ComponentHandler>> },
): ConvertedPage {
  return treeToMarkdown(parseMdx(doc.source, doc.sourcePath), {
    ...context,
    file: doc.sourcePath,
    partials: doc.partials,
  });
}

export function buildPages(input: PagesInput): MarkdownPage[] {
  const { siteUrl } = input;
  const components = componentHandlers({ errorCodes: input.errorCodes, changelog: input.changelog });

  const page = (path: string, title: string, description: string, body: string): MarkdownPage => ({
    path,
    title,
    description,
    area: areaOf(path),
    markdown: pageDocument({ title, description, url: absolute(siteUrl, path) }, body),
  });

  const bodyOf = (doc: DocInput): { body: string; hasTitle: boolean } => {
    const { markdown, hasTitle } = docMarkdown(doc, { siteUrl, components });
    return { body: markdown, hasTitle };
  };

  const docBodies = new Map(input.docs.map((doc) => [doc.permalink, bodyOf(doc)]));
  const docPages = input.docs.map((doc): MarkdownPage => {
    const { body, hasTitle } = docBodies.get(doc.permalink) ?? { body: '', hasTitle: false };
    const built = page(doc.permalink, doc.title, doc.description, body);
    // A source with its own `# Title` keeps it instead of the generated header.
    return hasTitle ? { ...built, markdown: body } : built;
  });

  const home = page('/', brand.docsTitle, brand.tagline, plainMarkdown(homeMarkdown(input.changelog), { siteUrl }));
  // /changelog shows the same introduction and entries as the changelog docs page.
  const changelogDoc = input.docs.find((doc) => doc.permalink === '/docs/changelog/');
  const changelogBody = docBodies.get('/docs/changelog/')?.body;
  if (!changelogDoc || changelogBody === undefined) throw new Error('llms: the changelog docs page is missing');
  const changelog = page('/changelog', changelogDoc.title, changelogDoc.description, changelogBody);

  return [home, ...docPages, changelog];
}
