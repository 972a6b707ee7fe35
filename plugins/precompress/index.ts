/**
 * Docusaurus plugin: after the build, writes a gzip and a Brotli copy next to
 * every text file of the output (see ./compress.ts), for servers that send
 * precompressed files (nginx `gzip_static` / `brotli_static`, most CDNs).
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { precompressDirectory } from './compress';

function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(2)} MB`;
}

export default function precompressPlugin(_context: LoadContext): Plugin {
  return {
    name: 'precompress',
    async postBuild({ outDir }) {
      const started = Date.now();
      // zlib works on libuv's thread pool; one file per core keeps it busy.
      const results = await precompressDirectory(outDir, Math.max(2, availableParallelism()));
      const sum = (pick: (r: (typeof results)[number]) => number | null) =>
        results.reduce((total, r) => total + (pick(r) ?? r.bytes), 0);
      const changed = results.filter((r) => r.changed).map((r) => path.relative(outDir, r.file));
      console.log(
        `[precompress] ${results.length} files (${megabytes(sum(() => null))}): ` +
          `gzip ${megabytes(sum((r) => r.gzipBytes))}, brotli ${megabytes(sum((r) => r.brotliBytes))} ` +
          `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      if (changed.length > 0) {
        console.log(`[precompress] left uncompressed (changed by another plugin meanwhile): ${changed.join(', ')}`);
      }
    },
  };
}
