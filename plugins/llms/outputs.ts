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
import { componentHandlers } from './components';
import { postmanRequests, toPostmanCollection } from './downloads';
import { llmsFullTxt, llmsTxt } from './llmsTxt';
import { type ConvertedPage, mdxPartialImports } from './markdown';
import { buildPages, type DocInput, docMarkdown } from './pages';

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
  /** How many docs pages were converted from the engine's trees, not parsed again. */
  fromEngineTrees: number;
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

export interface LlmsConversion {
  /**
   * A tree the engine parsed (./engineTrees.ts), as JSON: a docs page's is
   * converted now, while the bundler still runs; other files' (partials,
   * which a page's conversion reads from source) are ignored.
   */
  engineTree(file: string, treeJson: string): void;
  /** Converts the pages no tree came for (the bundler had them cached), then everything else. */
  outputs(): Promise<Outputs>;
}

export function llmsConversion({ siteDir, siteUrl, docs }: OutputsInput): LlmsConversion {
  const errorCodes = errorCatalogue(loadDocument());
  const components = componentHandlers({ errorCodes, changelog });
  const docByFile = new Map(docs.map((doc) => [path.join(siteDir, doc.sourcePath), doc]));
  const converted = new Map<string, ConvertedPage>();
  // From the OpenAPI document alone: converted now, in what CPU the bundler leaves, not in postBuild.
  const collection = readFile(openApiPath, 'utf8').then(toPostmanCollection);
  collection.catch(() => {}); // awaited, and reported, by outputs()
  const withSource = (doc: DocMeta): DocInput => {
    const source = readFileSync(path.join(siteDir, doc.sourcePath), 'utf8');
    return { ...doc, source, partials: readPartials(siteDir, doc.sourcePath, source) };
  };
  return {
    engineTree(file, treeJson) {
      const doc = docByFile.get(file);
      if (doc)
        converted.set(doc.sourcePath, docMarkdown(withSource(doc), { siteUrl, components }, JSON.parse(treeJson)));
    },
    async outputs() {
      const pages = buildPages({ siteUrl, errorCodes, changelog, converted, docs: docs.map(withSource) });
      const postman = await collection;
      return {
        pages: pages.map(({ path, markdown }) => ({ path, markdown })),
        fromEngineTrees: converted.size,
        llmsTxt: llmsTxt(pages, siteUrl),
        llmsFullTxt: llmsFullTxt(pages),
        postman: `${JSON.stringify(postman, null, 2)}\n`,
        postmanRequests: postmanRequests(postman.item).length,
      };
    },
  };
}
