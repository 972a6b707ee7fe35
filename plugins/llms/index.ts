/**
 * Docusaurus plugin: after each production build, writes the site's
 * machine-readable forms next to the HTML, from the same sources:
 *
 *   <page>.md / <folder>/index.md   every page as plain Markdown
 *   /llms.txt, /llms-full.txt       the index for AI agents, and all pages in one file
 *   /openapi/paysari.postman_collection.json   generated from the OpenAPI document
 *
 * Docs pages come from the docs plugin's own metadata (title, description,
 * permalink, source file, sidebar order), so routing rules are never copied.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { changelog } from '../../src/data/changelog';
import { markdownUrl } from '../../src/lib/markdownUrl';
import { errorCatalogue } from '../../src/lib/openapi/errorCatalogue';
import { apiDownloads } from '../../src/lib/apiDownloads';
import { loadDocument, openApiPath } from '../openapi-docs/load';
import { postmanRequests, toPostmanCollection } from './downloads';
import { llmsFullTxt, llmsTxt } from './llmsTxt';
import { mdxPartialImports } from './markdown';
import { buildPages, type DocInput } from './pages';

type Sidebar = LoadedContent['loadedVersions'][number]['sidebars'][string];

/** Doc ids in the order the sidebars show them. */
export function sidebarOrder(sidebars: Readonly<Record<string, Sidebar>>): string[] {
  const ids: string[] = [];
  const walk = (items: Sidebar): void => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') ids.push(item.id);
      if (item.type === 'category') {
        if (item.link?.type === 'doc') ids.push(item.link.id);
        walk(item.items);
      }
    }
  };
  Object.values(sidebars).forEach(walk);
  return [...new Set(ids)];
}

/**
 * Where a page's Markdown is written: markdownUrl(path), and for an index
 * page (/docs/api/refunds/) also its path without the slash plus .md
 * (/docs/api/refunds.md), since the site serves the page at both paths.
 */
export function markdownPaths(pagePath: string): string[] {
  const paths = [markdownUrl(pagePath)];
  if (pagePath.endsWith('/') && pagePath !== '/') paths.push(markdownUrl(pagePath.slice(0, -1)));
  return paths;
}

type DocMeta = Omit<DocInput, 'source' | 'partials'>;

/** The MDX partials a page imports, read from disk (`@site/…` or relative to the page). */
async function readPartials(siteDir: string, sourcePath: string, source: string): Promise<Record<string, string>> {
  const entries = await Promise.all(
    mdxPartialImports(source).map(async ({ name, specifier }) => {
      const file = specifier.startsWith('@site/')
        ? path.join(siteDir, specifier.slice('@site/'.length))
        : path.resolve(siteDir, path.dirname(sourcePath), specifier);
      return [name, await readFile(file, 'utf8')] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export default function llmsPlugin(context: LoadContext): Plugin {
  const { siteDir, siteConfig, baseUrl } = context;
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  let docs: DocMeta[] = [];

  return {
    name: 'llms',
    async allContentLoaded({ allContent }) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const version = content?.loadedVersions[0];
      if (!version) throw new Error('llms: the docs plugin loaded no version');
      const order = sidebarOrder(version.sidebars);
      const rank = (id: string): number => (order.includes(id) ? order.indexOf(id) : -1);
      docs = [...version.docs]
        .sort((a, b) => rank(a.id) - rank(b.id))
        .map((doc) => ({
          id: doc.id,
          permalink: doc.permalink,
          title: doc.title,
          description: doc.description,
          frontMatter: doc.frontMatter,
          sourcePath: doc.source.replace(/^@site\//, ''),
        }));
    },
    async postBuild({ outDir }) {
      const started = Date.now();
      const document = loadDocument();
      const pages = buildPages({
        siteUrl,
        errorCodes: errorCatalogue(document),
        changelog,
        docs: await Promise.all(
          docs.map(async (doc) => {
            const source = await readFile(path.join(siteDir, doc.sourcePath), 'utf8');
            return { ...doc, source, partials: await readPartials(siteDir, doc.sourcePath, source) };
          }),
        ),
      });
      // Site paths include the base URL; files live under outDir without it.
      const fileOf = (urlPath: string): string => path.join(outDir, urlPath.slice(baseUrl.length - 1));
      await Promise.all(
        pages.flatMap((page) =>
          markdownPaths(page.path).map(async (urlPath) => {
            const file = fileOf(urlPath);
            await mkdir(path.dirname(file), { recursive: true });
            await writeFile(file, page.markdown, 'utf8');
          }),
        ),
      );
      await writeFile(fileOf('/llms.txt'), llmsTxt(pages, siteUrl), 'utf8');
      await writeFile(fileOf('/llms-full.txt'), llmsFullTxt(pages), 'utf8');
      const collection = await toPostmanCollection(await readFile(openApiPath, 'utf8'));
      await mkdir(path.dirname(fileOf(apiDownloads.postman)), { recursive: true });
      await writeFile(fileOf(apiDownloads.postman), `${JSON.stringify(collection, null, 2)}\n`, 'utf8');
      console.log(
        `[llms] ${pages.length} Markdown pages, llms.txt, llms-full.txt and a Postman collection ` +
          `(${postmanRequests(collection.item).length} requests) in ${Date.now() - started} ms`,
      );
    },
  };
}
