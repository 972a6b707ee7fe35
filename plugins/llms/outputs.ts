/**
 * Everything the llms plugin writes, computed from the sources: each page's
 * Markdown, llms.txt, llms-full.txt and the Postman collection. Runs in a
 * worker thread (./worker.mjs), so it is plain data in and out.
 */
import { readFileSync } from 'node:fs';
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
export function readPartials(siteDir: string, sourcePath: string, source: string): Record<string, string> {
  const entries = mdxPartialImports(source).map(({ name, specifier }) => {
    const file = specifier.startsWith('@site/')
      ? path.join(siteDir, specifier.slice('@site/'.length))
      : path.resolve(siteDir, path.dirname(sourcePath), specifier);
    return [name, readFileSync(file, 'utf8')] as const;
  });
  return Object.fromEntries(entries);
}

/** Every output, converted from the sources (./pages.ts parses each page's MDX as the engine does). */
export async function llmsOutputs({ siteDir, siteUrl, docs }: OutputsInput): Promise<Outputs> {
  const errorCodes = errorCatalogue(loadDocument());
  const withSource = (doc: DocMeta): DocInput => {
    const source = readFileSync(path.join(siteDir, doc.sourcePath), 'utf8');
    return { ...doc, source, partials: readPartials(siteDir, doc.sourcePath, source) };
  };
  const pages = buildPages({ siteUrl, errorCodes, changelog, docs: docs.map(withSource) });
  const postman = await toPostmanCollection(await readFile(openApiPath, 'utf8'));
  return {
    pages: pages.map(({ path, markdown }) => ({ path, markdown })),
    llmsTxt: llmsTxt(pages, siteUrl),
    llmsFullTxt: llmsFullTxt(pages),
    postman: `${JSON.stringify(postman, null, 2)}\n`,
    postmanRequests: postmanRequests(postman.item).length,
  };
}
