/**
 * Writes the search index into `<outDir>/pagefind/` with Pagefind: a chunked
 * index (a query downloads only the word ranges and result pages it needs),
 * queried in a Web Worker by the site's own search box (src/lib/search).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { excludeSelectors, isSearchableRoute, preparePage, vocabularyOf } from './prepare';

/** Pagefind's bundled UIs and its language-less fallback: the site uses its own box, in English. */
const unusedOutputs = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
  'wasm.unknown.pagefind',
];

/** The file that lists the words of titles, headings and keywords, for spelling correction. */
export const vocabularyFile = 'vocabulary.json';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The page's route: its canonical address's path (index pages end in a slash). */
function routeOf(html: string, file: string, outDir: string): string {
  const canonical = /<link[^>]*rel=["']?canonical["']?[^>]*href=["']?([^"'\s>]+)/.exec(html)?.[1];
  if (canonical) return new URL(canonical).pathname;
  return `/${path.relative(outDir, path.dirname(file)).split(path.sep).join('/')}/`;
}

/**
 * Pagefind's Node API is an ES module whose package exports only an `import`
 * entry, and the engine loads this config through a CommonJS transform
 * (jiti) that resolves `import()` like `require()`. So: import its entry file
 * by path, which both resolve.
 */
async function importPagefind(): Promise<typeof import('pagefind')> {
  let dir = __dirname;
  while (!existsSync(path.join(dir, pagefindEntry))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('[search] pagefind is not installed: run npm install');
    dir = parent;
  }
  return (await import(path.join(dir, pagefindEntry))) as typeof import('pagefind');
}

const pagefindEntry = 'node_modules/pagefind/lib/index.js';

export interface IndexSummary {
  pages: number;
  words: number;
}

export async function buildSearchIndex(outDir: string): Promise<IndexSummary> {
  const pagefind = await importPagefind();
  const { index, errors } = await pagefind.createIndex({
    rootSelector: 'html',
    excludeSelectors,
    forceLanguage: 'en',
  });
  if (!index) throw new Error(`[search] Pagefind could not start: ${errors.join('; ')}`);
  const vocabulary = new Set<string>();
  let pages = 0;
  const files = await htmlFiles(path.join(outDir, 'docs'));
  const htmls = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  const additions: Promise<void>[] = [];
  files.forEach((file, i) => {
    const html = htmls[i]!;
    const route = routeOf(html, file, outDir);
    if (!isSearchableRoute(route)) return;
    const prepared = preparePage(route, html);
    if (!prepared) return;
    // Sent without waiting for each answer: Pagefind indexes them side by side, in this order.
    additions.push(
      index.addHTMLFile({ url: route, content: prepared.html }).then((added) => {
        if (added.errors.length > 0) throw new Error(`[search] ${route}: ${added.errors.join('; ')}`);
      }),
    );
    for (const word of vocabularyOf(html)) vocabulary.add(word);
    pages += 1;
  });
  await Promise.all(additions);
  const outputPath = path.join(outDir, 'pagefind');
  await rm(outputPath, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) throw new Error(`[search] ${written.errors.join('; ')}`);
  await pagefind.close();
  await Promise.all(unusedOutputs.map((name) => rm(path.join(outputPath, name), { force: true })));
  await writeFile(path.join(outputPath, vocabularyFile), JSON.stringify([...vocabulary].sort()));
  return { pages, words: vocabulary.size };
}
