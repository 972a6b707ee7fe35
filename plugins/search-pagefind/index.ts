/**
 * Docusaurus plugin: after the build, indexes every docs page's HTML with
 * Pagefind into `build/pagefind/` (see ./build.ts, ./prepare.ts). Its scripts
 * are precompressed with the rest of the build by the step after it
 * (plugins/precompress/cli.mts). The search box and /search page query it
 * (src/lib/search).
 */
import type { Plugin } from '@docusaurus/types';
import { buildSearchIndex } from './build';

export default function searchIndexPlugin(): Plugin {
  return {
    name: 'search-pagefind',
    async postBuild({ outDir }) {
      const started = Date.now();
      const { pages, words } = await buildSearchIndex(outDir);
      console.log(
        `[search] Pagefind index of ${pages} pages (${words} title and heading words) in ${Date.now() - started} ms`,
      );
    },
  };
}
