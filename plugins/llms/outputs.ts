/**
 * Everything the llms plugin writes, computed from the sources: each page's
 * Markdown, llms.txt, llms-full.txt and the Postman collection. Runs in a
 * worker thread (./worker.cjs), so it is plain data in and out.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { changelog } from '../../src/data/changelog';
import { errorCatalogue } from '../../src/lib/openapi/errorCatalogue';
import { loadDocument, openApiPath } from '../openapi-docs/load';
import { postmanRequests, toPostmanCollection } from './downloads';
import { llmsFullTxt, llmsTxt } from './llmsTxt';
import { mdxPartialImports } from './markdown';
import { buildPages, type DocInput } from './pages';

export type DocMeta = Omit<DocInput, 'source' | 'partials'>;

export interface OutputsInput {
  siteDir: string;
  /** The site's URL without a trailing slash. */
  siteUrl: string;
  /** Docs pages in reading order (sidebar order), each with its source file relative to siteDir. */
  docs: readonly DocMeta[];
}

export interface Outputs {
  /** Every page's Markdown by its site path (base URL included). */
  pages: { path: string; markdown: string }[];
  llmsTxt: string;
  llmsFullTxt: string;
  /** The Postman collection, as the file's text. */
  postman: string;
  postmanRequests: number;
}

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

export async function llmsOutputs({ siteDir, siteUrl, docs }: OutputsInput): Promise<Outputs> {
  const pages = buildPages({
    siteUrl,
    errorCodes: errorCatalogue(loadDocument()),
    changelog,
    docs: await Promise.all(
      docs.map(async (doc) => {
        const source = await readFile(path.join(siteDir, doc.sourcePath), 'utf8');
        return { ...doc, source, partials: await readPartials(siteDir, doc.sourcePath, source) };
      }),
    ),
  });
  const collection = await toPostmanCollection(await readFile(openApiPath, 'utf8'));
  return {
    pages: pages.map(({ path, markdown }) => ({ path, markdown })),
    llmsTxt: llmsTxt(pages, siteUrl),
    llmsFullTxt: llmsFullTxt(pages),
    postman: `${JSON.stringify(collection, null, 2)}\n`,
    postmanRequests: postmanRequests(collection.item).length,
  };
}
