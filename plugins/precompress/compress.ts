/**
 * Precompression of the static build: a `.gz` and a `.br` file next to every
 * text file worth compressing, so the web server (nginx `gzip_static` and
 * `brotli_static`, or a CDN) sends them as they are instead of compressing on
 * every request. Both use Node's own zlib at high levels: this runs once per
 * build, not per request.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Text formats the site ships; images, fonts and archives are already compressed. */
export const compressibleExtensions: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.md',
  '.yaml',
  '.yml',
  '.map',
  '.webmanifest',
  '.ico',
]);

/**
 * Brotli quality, by kind of file. Quality 10 packs 7 to 9% tighter than 8,
 * at 16 to 20 times the CPU (one core, this site's build, interleaved):
 *
 *   | files (MB raw)                   | q8 KiB, ms  | q10 KiB, ms  |
 *   | HTML pages, 129 (10.6)           | 1314, 166   | 1228, 2746   |
 *   | scripts and styles, 202 (4.3)    | 1062, 125   |  987, 1646   |
 *   | Markdown, text, data, 175 (4.8)  |  837, 118   |  771, 1650   |
 *
 * Scripts and styles keep 10: every first visit loads them, and their hashed
 * names keep them cached for good. Pages and the rest take 8: a page's HTML
 * grows by about 2 KB (webhooks, the largest: 23.8 → 25.8 KB), a few
 * milliseconds on a slow phone network, and a build saves 4 s of CPU, about
 * 2 s on two cores. (11 took 33 s for 3% less than 10; 9 costs nearly what
 * 10 does for what 8 gives.)
 */
export function brotliQualityFor(file: string): number {
  return /\.(m?js|css)$/i.test(file) ? 10 : 8;
}

/** Below this, headers outweigh the saving (and nginx's own default is 20 bytes). */
export const minimumBytes = 1024;

export interface FileResult {
  file: string;
  bytes: number;
  /** Size of the written `.gz`, or null when it would not have been smaller. */
  gzipBytes: number | null;
  /** Size of the written `.br`, or null when it would not have been smaller. */
  brotliBytes: number | null;
}

export function isCompressible(file: string, bytes: number): boolean {
  return bytes >= minimumBytes && compressibleExtensions.has(path.extname(file).toLowerCase());
}

/** Every compressible file under `dir`, recursively. */
export async function listCompressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (isCompressible(file, (await stat(file)).size)) files.push(file);
  }
  return files.sort();
}

/**
 * Precompresses every compressible file under `dir` in `threads` worker
 * threads (./worker.mjs), each taking the next file as it finishes one,
 * largest files first so that the slowest does not start last. It runs as a
 * plain step once the build has finished (./cli.mts), so no other step
 * writes to the folder meanwhile: one listing is the whole output.
 */
export async function precompressDirectory(dir: string, threads = 2): Promise<FileResult[]> {
  const files = await listCompressibleFiles(dir);
  const sizes = new Map(await Promise.all(files.map(async (file) => [file, (await stat(file)).size] as const)));
  const queue = [...files].sort((a, b) => sizes.get(b)! - sizes.get(a)!);
  const results: FileResult[] = [];
  const workers = Array.from({ length: Math.max(1, Math.min(threads, queue.length)) }, () => {
    const worker = new Worker(path.join(path.dirname(__filename), 'worker.mjs'), { execArgv: [] });
    return new Promise<void>((resolve, reject) => {
      const next = (): void => {
        const file = queue.shift();
        if (file === undefined) {
          resolve();
          void worker.terminate();
          return;
        }
        worker.postMessage({ file, brotliQuality: brotliQualityFor(file) });
      };
      worker.on('message', (result: FileResult) => {
        results.push(result);
        next();
      });
      worker.once('error', reject);
      // After resolve() this does nothing; before it, the worker stopped with files left.
      worker.once('exit', (code) => reject(new Error(`precompress: a worker exited (${code}) with files left`)));
      next();
    });
  });
  await Promise.all(workers);
  return results.sort((a, b) => (a.file < b.file ? -1 : 1));
}
