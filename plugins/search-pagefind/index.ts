/**
 * Docusaurus plugin: after the build, indexes every docs page's HTML with
 * Pagefind into `build/pagefind/` (see ./build.ts, ./prepare.ts), and
 * precompresses Pagefind's scripts (its index and fragment files are gzip
 * already). The search box and /search page query it (src/lib/search).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { precompressFile } from '../precompress/compress';
import { buildSearchIndex, vocabularyFile } from './build';

export interface SearchIndexOptions {
  /** Write .gz and .br copies of Pagefind's scripts (not for test builds, which are never deployed). */
  precompress: boolean;
}

export default function searchIndexPlugin(_context: LoadContext, options: unknown): Plugin {
  const { precompress } = options as SearchIndexOptions;
  return {
    name: 'search-pagefind',
    async postBuild({ outDir }) {
      const started = Date.now();
      const { pages, words } = await buildSearchIndex(outDir);
      if (precompress) {
        const dir = path.join(outDir, 'pagefind');
        await Promise.all(
          ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json', vocabularyFile].map((name) =>
            precompressFile(path.join(dir, name)),
          ),
        );
      }
      console.log(
        `[search] Pagefind index of ${pages} pages (${words} title and heading words) in ${Date.now() - started} ms`,
      );
    },
  };
}
