/**
 * The throwaway fixture site (tests/fixtures/navbar-site) loaded or built with
 * one of its configs, through the engine itself.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { docusaurusCliPath } from '../../src/engineInternals/node';
import { loadSite } from '../support/engineInternals';

const siteDir = path.resolve('tests/fixtures/navbar-site');

const cleanUp: string[] = [];

export function load(config: string) {
  return loadSite({ siteDir, config: `configs/${config}.config.ts` });
}

/** Builds the fixture site with one config; resolves with the exit code and all output. */
export async function build(config: string): Promise<{ code: number | null; output: string }> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'navbar-fixture-'));
  const generatedDir = `.docusaurus-${config}`;
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
        `configs/${config}.config.ts`,
        '--out-dir',
        outDir,
        '--no-minify',
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
    child.on('close', (code) => resolve({ code, output }));
  });
}

afterAll(async () => {
  await Promise.all(cleanUp.map((dir) => rm(dir, { recursive: true, force: true })));
});
