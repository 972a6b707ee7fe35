// One file's precompressed copies, written synchronously: ./compress.ts runs
// this in worker threads (./worker.mjs), one file at a time per thread.
// Plain JavaScript so that a worker starts without a TypeScript loader.
//
// Synchronous zlib in a thread of our own, not Node's asynchronous zlib on
// libuv's pool: the asynchronous calls hand each file to the pool in slices
// and wake the main thread for every one; over this site's build (568 files,
// 17 MB) they took 4.9–5.1 s of CPU (2.5–2.6 s wall on two cores) for what
// the synchronous calls do in 3.2 s of CPU.
import { readFileSync, writeFileSync } from 'node:fs';
import zlib from 'node:zlib';

/**
 * Writes `file.gz` (gzip level 9) and `file.br` (Brotli at `brotliQuality`),
 * each only when smaller than the file. Returns the sizes written (null for
 * a copy not written).
 *
 * @param {string} file
 * @param {number} brotliQuality
 * @returns {{ file: string, bytes: number, gzipBytes: number | null, brotliBytes: number | null }}
 */
export function precompressFileSync(file, brotliQuality) {
  const content = readFileSync(file);
  const gzip = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
  const brotli = zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  return {
    file,
    bytes: content.length,
    gzipBytes: writeIfSmaller(`${file}.gz`, gzip, content.length),
    brotliBytes: writeIfSmaller(`${file}.br`, brotli, content.length),
  };
}

/**
 * @param {string} target
 * @param {Buffer} encoded
 * @param {number} originalBytes
 * @returns {number | null}
 */
function writeIfSmaller(target, encoded, originalBytes) {
  if (encoded.length >= originalBytes) return null;
  writeFileSync(target, encoded);
  return encoded.length;
}
