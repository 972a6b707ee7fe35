/** Re-indexes an existing build: `tsx plugins/search-pagefind/cli.ts [build-dir]`. */
import path from 'node:path';
import { buildSearchIndex } from './build';

const outDir = path.resolve(process.argv[2] ?? 'build');
const started = Date.now();
void buildSearchIndex(outDir).then(({ pages, words }) => {
  console.log(`[search] indexed ${pages} pages (${words} title and heading words) in ${Date.now() - started} ms`);
});
