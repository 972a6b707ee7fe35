/**
 * The model must run in a browser worker (the try-it issue): bundled for the
 * browser, it may import no Node built-in and must need no YAML parser. The
 * bundle's gzip size is printed for the closing note.
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

it('bundles for the browser without Node built-ins or a YAML parser', async () => {
  const result = await build({
    entryPoints: ['sandbox/index.ts'],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    metafile: true,
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs.filter((input) => /(^|\/)node:|js-yaml|\/fs\b/.test(input))).toEqual([]);
  expect(inputs.some((input) => input.startsWith('sandbox/server'))).toBe(false);
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  console.log(`Sandbox browser bundle: ${code.length} bytes minified, ${gzipSync(code).length} bytes gzip.`);
});
