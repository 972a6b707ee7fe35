/**
 * The throwaway fixture site (tests/fixtures/navbar-site) loaded or built with
 * one of its configs, through the engine itself. Its site folder is the
 * repository's root, so the engine finds this site's theme (src/theme) and
 * `@site/…` imports resolve as on the real site; the fixture's config names
 * its own content by absolute path.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { docusaurusCliPath } from '../../src/engineInternals/node';
import { loadSite } from '../support/engineInternals';

const siteDir = path.resolve('.');
const configsDir = 'tests/fixtures/navbar-site/configs';

const cleanUp: string[] = [];

export function load(config: string) {
  return loadSite({ siteDir, config: `${configsDir}/${config}.config.ts` });
}

/**
 * Builds the fixture site with one config, in `locales` (by default its
 * default locale only: the other locales' pages are not needed where their
 * links are what a test reads); resolves with the exit code, all output and
 * the output folder.
 */
export async function build(
  config: string,
  locales: readonly string[] = ['en'],
): Promise<{ code: number | null; output: string; outDir: string }> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'navbar-fixture-'));
  // Under node_modules/.cache: no linter, formatter or test runner looks there.
  const generatedDir = `node_modules/.cache/navbar-fixture/${config}`;
  cleanUp.push(outDir, path.join(siteDir, generatedDir));
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      // Unminified: the errors come from server-side rendering, and this halves the time.
      [
        docusaurusCliPath,
        'build',
        siteDir,
        '--config',
        `${configsDir}/${config}.config.ts`,
        '--out-dir',
        outDir,
        '--no-minify',
        ...locales.flatMap((locale) => ['--locale', locale]),
      ],
      // Builds of the same site run side by side: each has its own
      // generated-files folder, and none uses the bundler's persistent cache,
      // which is keyed by site, not by build, and would mix them up.
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          DOCUSAURUS_GENERATED_FILES_DIR_NAME: generatedDir,
          DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
        },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output, outDir }));
  });
}

/** A port the system has free now (the dev server needs a number, not 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Serves the fixture site with one config through the engine's development
 * server, which renders pages in the browser only: a render error there goes
 * through the theme's error boundaries, which server-side rendering has not.
 * Resolves once the first compilation is served; `stop` ends the server.
 */
export async function serveDev(config: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const generatedDir = `node_modules/.cache/navbar-fixture/${config}-dev`;
  cleanUp.push(path.join(siteDir, generatedDir));
  const child = spawn(
    process.execPath,
    [
      docusaurusCliPath,
      'start',
      siteDir,
      '--config',
      `${configsDir}/${config}.config.ts`,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--no-open',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // Not Vitest's `test`: the bundler reads its browser targets for `development`.
        NODE_ENV: 'development',
        DOCUSAURUS_GENERATED_FILES_DIR_NAME: generatedDir,
        DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
      },
    },
  );
  const stop = () => child.kill('SIGTERM');
  return new Promise((resolve, reject) => {
    let output = '';
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      if (/compiled successfully/.test(output)) resolve({ url: `http://127.0.0.1:${port}`, stop });
      else if (/compiled with \d+ errors?|\[ERROR\]/.test(output)) {
        stop();
        reject(new Error(`The development server failed:\n${output}`));
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.on('error', reject);
    child.on('close', (code) => reject(new Error(`The development server exited with ${code}:\n${output}`)));
  });
}

afterAll(async () => {
  await Promise.all(cleanUp.map((dir) => rm(dir, { recursive: true, force: true })));
});
