import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brotliQualityFor, isCompressible, minimumBytes, precompressDirectory } from './compress';
import { precompressFileSync } from './encode.mjs';

/** One file, in this thread, at the quality the step gives it. */
const precompressFile = (file: string) => precompressFileSync(file, brotliQualityFor(file));

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const text = (bytes: number) =>
  'The quick brown fox jumps over the lazy dog. '.repeat(Math.ceil(bytes / 45)).slice(0, bytes);

describe('isCompressible', () => {
  it('takes text formats from the minimum size up', () => {
    expect(isCompressible('a/index.html', minimumBytes)).toBe(true);
    expect(isCompressible('assets/js/main.1a2b3c4d.js', 500_000)).toBe(true);
    expect(isCompressible('img/logo.SVG', 4000)).toBe(true);
    expect(isCompressible('a/index.html', minimumBytes - 1)).toBe(false);
  });

  it('leaves already-compressed formats and the compressed copies alone', () => {
    for (const file of ['a.png', 'a.woff2', 'a.html.gz', 'a.html.br', 'a.zip']) {
      expect(isCompressible(file, 100_000)).toBe(false);
    }
  });
});

describe('precompressFile', () => {
  it('writes .gz and .br copies that decompress to the original', async () => {
    const file = path.join(dir, 'page.html');
    const original = Buffer.from(text(20_000));
    await writeFile(file, original);
    const result = await precompressFile(file);
    expect(zlib.gunzipSync(await readFile(`${file}.gz`))).toEqual(original);
    expect(zlib.brotliDecompressSync(await readFile(`${file}.br`))).toEqual(original);
    expect(result.brotliBytes).toBeLessThan(original.length);
    expect(result.gzipBytes).toBe((await readFile(`${file}.gz`)).length);
  });

  it('packs scripts and styles at Brotli quality 10, everything else at 8', async () => {
    expect([brotliQualityFor('assets/js/main.1a2b.js'), brotliQualityFor('assets/css/styles.9f.css')]).toEqual([
      10, 10,
    ]);
    expect([brotliQualityFor('docs/index.html'), brotliQualityFor('llms-full.txt')]).toEqual([8, 8]);
    // The same prose as a script and as a page: each copy is what its quality gives.
    const prose = Buffer.from(
      Array.from({ length: 400 }, (_, i) => `Sentence ${(i * 7919) % 1000} of the page. `).join(''),
    );
    const brotliAt = (quality: number) =>
      zlib.brotliCompressSync(prose, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: prose.length,
        },
      });
    expect(brotliAt(10).equals(brotliAt(8))).toBe(false);
    for (const [name, quality] of [
      ['app.js', 10],
      ['page.html', 8],
    ] as const) {
      await writeFile(path.join(dir, name), prose);
      await precompressFile(path.join(dir, name));
      expect((await readFile(path.join(dir, `${name}.br`))).equals(brotliAt(quality))).toBe(true);
    }
  });

  it('writes no copy that would be larger than the original', async () => {
    const file = path.join(dir, 'random.json');
    await writeFile(file, Buffer.from(Array.from({ length: 2000 }, () => Math.floor(Math.random() * 256))));
    const result = await precompressFile(file);
    expect(result.gzipBytes).toBeNull();
    await expect(readFile(`${file}.gz`)).rejects.toThrow();
  });
});

describe('precompressDirectory', () => {
  it('compresses nested compressible files and skips small ones', async () => {
    await mkdir(path.join(dir, 'docs', 'guide'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), text(5000));
    await writeFile(path.join(dir, 'docs', 'guide', 'intro.md'), text(3000));
    await writeFile(path.join(dir, 'small.css'), 'a{}');
    const results = await precompressDirectory(dir, 2);
    expect(results.map((r) => path.relative(dir, r.file))).toEqual([
      path.join('docs', 'guide', 'intro.md'),
      'index.html',
    ]);
    expect(zlib.gunzipSync(await readFile(path.join(dir, 'index.html.gz'))).toString()).toBe(text(5000));
    expect(zlib.brotliDecompressSync(await readFile(path.join(dir, 'docs', 'guide', 'intro.md.br'))).toString()).toBe(
      text(3000),
    );
    await expect(readFile(path.join(dir, 'small.css.gz'))).rejects.toThrow();
  });

  it('shares the files among its threads, each file compressed once, at its quality', async () => {
    const names = Array.from({ length: 9 }, (_, i) => (i % 3 === 0 ? `app${i}.js` : `page${i}.html`));
    await Promise.all(names.map((name, i) => writeFile(path.join(dir, name), text(2000 + i * 1000))));
    const results = await precompressDirectory(dir, 3);
    expect(results.map((r) => path.basename(r.file))).toEqual([...names].sort());
    for (const { file, bytes, brotliBytes } of results) {
      const copy = await readFile(`${file}.br`);
      expect(copy.length).toBe(brotliBytes);
      expect(zlib.brotliDecompressSync(copy).length).toBe(bytes);
    }
  });

  it('rejects, naming the file, when a copy cannot be written', async () => {
    await writeFile(path.join(dir, 'page.html'), text(4000));
    // A folder where the copy would go: writing it fails, even as root.
    await mkdir(path.join(dir, 'page.html.gz'));
    await expect(precompressDirectory(dir, 2)).rejects.toThrow(/page\.html\.gz/);
  });
});
