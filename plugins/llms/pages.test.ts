import { describe, expect, it } from 'vitest';
import { changelog } from '../../src/data/changelog';
import { errorCatalogue } from '../../src/lib/openapi/errorCatalogue';
import { loadDocument } from '../openapi-docs/load';
import { markdownProblems } from './check';
import { areaOf, buildPages, type DocInput } from './pages';

const document = loadDocument();
const doc = (permalink: string, source: string, frontMatter: Record<string, unknown> = {}): DocInput => ({
  id: permalink,
  permalink,
  title: `Title of ${permalink}`,
  description: `Description of ${permalink}`,
  frontMatter,
  source,
  sourcePath: `docs${permalink}.mdx`,
});
const docs = [
  doc(
    '/docs/guide/intro',
    '---\ntitle: Intro\n---\n\nWelcome to %PROVIDER%. See [refunds](/docs/api/refunds/create).\n',
  ),
  // The generated MDX of an operation page is not read: the page comes from the document.
  doc('/docs/api/refunds/create', '<NotParsed />', { operation_id: 'createRefund' }),
  doc(
    '/docs/changelog/',
    "import ChangelogEntries from '@site/src/components/ChangelogEntries';\n\nIntro.\n\n<ChangelogEntries />\n",
  ),
];
const build = (input = docs) =>
  buildPages({ siteUrl: 'https://s.test', docs: input, document, errorCodes: errorCatalogue(document), changelog });

describe('buildPages', () => {
  const pages = build();
  const byPath = new Map(pages.map((page) => [page.path, page]));

  it('has the home page, every doc and /changelog', () => {
    expect(pages.map((page) => page.path)).toEqual([
      '/',
      '/docs/guide/intro',
      '/docs/api/refunds/create',
      '/docs/changelog/',
      '/changelog',
    ]);
  });

  it('starts every page with its title, description and URL, and leaves no MDX behind', () => {
    for (const page of pages) {
      expect(
        page.markdown.startsWith(`# ${page.title}\n\n> ${page.description}\n\nSource: https://s.test${page.path}\n`),
      ).toBe(true);
      expect(markdownProblems(page.markdown), page.path).toEqual([]);
    }
  });

  it('renders operation pages from the OpenAPI document', () => {
    const markdown = byPath.get('/docs/api/refunds/create')?.markdown ?? '';
    expect(markdown).toContain('`POST /v1/refunds`');
    expect(markdown).toContain('| `payment_id` | string | Yes |');
  });

  it('gives /changelog the changelog page body', () => {
    const body = (path: string) => byPath.get(path)?.markdown.split('\n').slice(6).join('\n');
    expect(body('/changelog')).toBe(body('/docs/changelog/'));
    expect(body('/changelog')).toContain(`### ${changelog[0]?.title}`);
  });

  it('fails when a page names an operation the document lacks', () => {
    expect(() => build([...docs, doc('/docs/api/x/y', '', { operation_id: 'nope' })])).toThrow(/operation nope/);
  });
});

describe('areaOf', () => {
  it('groups pages by the part of the site they belong to', () => {
    expect(
      ['/', '/docs', '/docs/guide/intro', '/docs/api/refunds/', '/docs/changelog/', '/changelog'].map(areaOf),
    ).toEqual(['Start here', 'Start here', 'Guide', 'API reference', 'Changelog', 'Changelog']);
  });
});
