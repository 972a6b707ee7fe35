/**
 * A plain step after the build: `tsx plugins/precompress/cli.mts [dir]`
 * (default build/) writes a gzip and a Brotli copy next to every text file,
 * for servers that send precompressed files (nginx `gzip_static` and
 * `brotli_static`, most CDNs). Run by `npm run build` and
 * scripts/build-checked.mjs once the engine has finished, so every file,
 * the ones other plugins write after the build included, is final.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { precompressDirectory } from './compress';

function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(2)} MB`;
}

const outDir = path.resolve(process.argv[2] ?? 'build');
const started = performance.now();
// One thread per core, each compressing one file at a time.
const results = await precompressDirectory(outDir, Math.max(1, availableParallelism()));
const sum = (pick: (r: (typeof results)[number]) => number | null) =>
  results.reduce((total, r) => total + (pick(r) ?? r.bytes), 0);
console.log(
  `[precompress] ${results.length} files (${megabytes(sum(() => null))}): ` +
    `gzip ${megabytes(sum((r) => r.gzipBytes))}, brotli ${megabytes(sum((r) => r.brotliBytes))} ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
