/**
 * Precompression of the static build: a `.gz` and a `.br` file next to every
 * text file worth compressing, so the web server (nginx `gzip_static` and
 * `brotli_static`, or a CDN) sends them as they are instead of compressing on
 * every request. Both use Node's own zlib at high levels: this runs once per
 * build, not per request.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

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
 * Brotli quality: 10, not the maximum 11. On this site 11 takes about three
 * times as long (20+ s on two cores) for output only 2% smaller.
 */
export const brotliQuality = 10;

/** Below this, headers outweigh the saving (and nginx's own default is 20 bytes). */
export const minimumBytes = 1024;

export interface FileResult {
  file: string;
  bytes: number;
  /** Size of the written `.gz`, or null when it would not have been smaller. */
  gzipBytes: number | null;
  /** Size of the written `.br`, or null when it would not have been smaller. */
  brotliBytes: number | null;
  /** True when the file changed while it was compressed (outputs removed). */
  changed: boolean;
}

export function isCompressible(file: string, bytes: number): boolean {
  return bytes >= minimumBytes && compressibleExtensions.has(path.extname(file).toLowerCase());
}

export async function compress(content: Buffer): Promise<{ gzip: Buffer; brotli: Buffer }> {
  const [gz, br] = await Promise.all([
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  ]);
  return { gzip: gz, brotli: br };
}

function digest(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

async function writeIfSmaller(target: string, encoded: Buffer, originalBytes: number): Promise<number | null> {
  if (encoded.length >= originalBytes) return null;
  await writeFile(target, encoded);
  return encoded.length;
}

/**
 * Writes `file.gz` and `file.br`. Other plugins' postBuild hooks run at the
 * same time as this one; a file that changes while it is compressed loses its
 * compressed copies (the server then sends it uncompressed, never stale).
 */
export async function precompressFile(file: string): Promise<FileResult> {
  const content = await readFile(file);
  const { gzip: gz, brotli: br } = await compress(content);
  const gzipBytes = await writeIfSmaller(`${file}.gz`, gz, content.length);
  const brotliBytes = await writeIfSmaller(`${file}.br`, br, content.length);
  const now = await readFile(file);
  if (digest(now) !== digest(content)) {
    await Promise.all([`${file}.gz`, `${file}.br`].map((f) => unlink(f).catch(() => undefined)));
    return { file, bytes: content.length, gzipBytes: null, brotliBytes: null, changed: true };
  }
  return { file, bytes: content.length, gzipBytes, brotliBytes, changed: false };
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

/** Runs `task` over `items` with at most `limit` in flight. */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/** Passes over the folder before giving up on files that keep appearing or changing. */
const maxPasses = 5;

/**
 * Precompresses every compressible file under `dir`. Other plugins write
 * files in their own postBuild hooks, at the same time as this one (the
 * sitemap, a search index): after each pass the folder is listed again, and
 * files that appeared or changed meanwhile get another pass.
 */
export async function precompressDirectory(
  dir: string,
  concurrency = 4,
  afterFile: (result: FileResult) => Promise<void> = async () => undefined,
): Promise<FileResult[]> {
  const done = new Map<string, FileResult>();
  for (let pass = 0; pass < maxPasses; pass++) {
    const pending = (await listCompressibleFiles(dir)).filter((file) => {
      const previous = done.get(file);
      return previous === undefined || previous.changed;
    });
    if (pending.length === 0) break;
    await mapWithLimit(pending, concurrency, async (file) => {
      const result = await precompressFile(file);
      done.set(file, result);
      await afterFile(result);
    });
  }
  return [...done.values()].sort((a, b) => (a.file < b.file ? -1 : 1));
}
