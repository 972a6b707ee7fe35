import { fieldAnchor } from '../../src/lib/openapi/fieldAnchor';
import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../src/lib/openapi/yaml';
import { changelog } from '../../src/data/changelog';
import { errorCatalogue } from '../../src/lib/openapi/errorCatalogue';
import { propertyRows } from '../../src/lib/openapi/schemaRows';
import { generatePages, operationPages, sitePath } from '../openapi-docs/generate';
import { loadDocument } from '../openapi-docs/load';
import { apiPath, errorCodesOf } from '../openapi-docs/render';
import { markdownProblems } from './check';
import { flattenRows } from './components';
import { areaOf, buildPages, type DocInput } from './pages';

const document = loadDocument();
/** The generated MDX of every API page, by its path under docs/api (as `npm run generate` writes it). */
const generated = new Map(generatePages(document).map((page) => [page.docPath, page.contents]));
const generatedSource = (docPath: string): string => {
  const source = generated.get(docPath);
  if (source === undefined) throw new Error(`The generator made no page ${docPath}.`);
  return source;
};
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
  // An operation page goes through the same conversion as every other page.
  doc('/docs/api/refunds/create', generatedSource('refunds/create')),
  doc(
    '/docs/changelog/',
    "import ChangelogEntries from '@site/src/components/ChangelogEntries';\n\nIntro.\n\n<ChangelogEntries />\n",
  ),
];
const build = (input = docs) =>
  buildPages({ siteUrl: 'https://s.test', docs: input, errorCodes: errorCatalogue(document), changelog });

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

  it('converts operation pages from their generated MDX', () => {
    const markdown = byPath.get('/docs/api/refunds/create')?.markdown ?? '';
    expect(markdown).toContain('`POST /v1/refunds`');
    expect(markdown).toContain('| [`payment_id`](#body.payment_id) | string | Yes |');
  });

  it('gives /changelog the changelog page body', () => {
    const body = (path: string) => byPath.get(path)?.markdown.split('\n').slice(6).join('\n');
    expect(body('/changelog')).toBe(body('/docs/changelog/'));
    expect(body('/changelog')).toContain(`### ${changelog[0]?.title}`);
  });

  it('fails on a component it has no Markdown for, naming the file', () => {
    expect(() => build([...docs, doc('/docs/api/x/y', '<NoSuchComponent />\n')])).toThrow(
      /no Markdown conversion for <NoSuchComponent> in docs\/docs\/api\/x\/y\.mdx/,
    );
  });
});

describe('areaOf', () => {
  it('groups pages by the part of the site they belong to', () => {
    expect(
      ['/', '/docs', '/docs/guide/intro', '/docs/api/refunds/', '/docs/changelog/', '/changelog'].map(areaOf),
    ).toEqual(['Start here', 'Start here', 'Guide', 'API reference', 'Changelog', 'Changelog']);
  });
});

describe('operation pages on the real document', () => {
  const operationDocs = operationPages(document).map(({ docPath, entry }) => {
    const source = generatedSource(docPath);
    const fields = parseYaml(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '') as Record<string, unknown>;
    return { entry, input: doc(sitePath(docPath), source, fields) };
  });
  const pages = build([
    ...operationDocs.map((d) => d.input),
    ...docs.filter((d) => d.permalink === '/docs/changelog/'),
  ]);
  const markdownOf = new Map(pages.map((page) => [page.path, page.markdown]));

  it.each(operationDocs.map(({ entry, input }) => [entry.operation.operationId, entry, input.permalink] as const))(
    '%s keeps its method, path, parameters, body attributes, five samples, responses and error codes',
    (_id, entry, permalink) => {
      const markdown = markdownOf.get(permalink) ?? '';
      expect(markdown).toContain(`\`${entry.method.toUpperCase()} ${apiPath(document, entry)}\``);
      // Each name links its field's anchor on the HTML page (src/lib/openapi/fieldAnchor.ts).
      const row = (prefix: string, name: string): string =>
        `| [\`${name}\`](#${fieldAnchor(prefix, name.replace(/\[\]/g, '').split('.'))}) |`;
      for (const parameter of entry.parameters) expect(markdown).toContain(row(parameter.in, parameter.name));
      const body = entry.operation.requestBody?.content['application/json']?.schema;
      for (const { name } of flattenRows(body ? propertyRows(body) : [])) expect(markdown).toContain(row('body', name));
      for (const label of ['curl', 'Node.js', 'PHP', 'Python', 'Ruby'])
        expect(markdown, `the ${label} sample`).toContain(`**${label}**\n\n\`\`\``);
      for (const [status, response] of Object.entries(entry.operation.responses)) {
        expect(markdown).toMatch(new RegExp(`^### ${status}\\b`, 'm'));
        for (const code of errorCodesOf(response)) expect(markdown).toContain(`\`${code}\``);
      }
      expect(markdownProblems(markdown), 'MDX left in the Markdown: add a conversion in plugins/llms').toEqual([]);
    },
  );
});
