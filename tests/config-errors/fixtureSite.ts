/**
 * The throwaway fixture site (tests/fixtures/navbar-site) loaded or built with
 * one of its configs, through the engine itself. Its site folder is the
 * repository's root, so the engine finds this site's theme (src/theme) and
 * `@site/…` imports resolve as on the real site; the fixture's config names
 * its own content by absolute path.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { docusaurusCliPath, loadSite } from '../../src/engineInternals/node';

const siteDir = path.resolve('.');
const configsDir = 'tests/fixtures/navbar-site/configs';

const cleanUp: string[] = [];

export function load(config: string) {
  return loadSite({ siteDir, config: `${configsDir}/${config}.config.ts` });
}

/** Builds the fixture site with one config (its default locale only); resolves with the exit code, all output and the output folder. */
export async function build(config: string): Promise<{ code: number | null; output: string; outDir: string }> {
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
        // Other locales' pages are not needed: their links are what the tests read.
        '--locale',
        'en',
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

afterAll(async () => {
  await Promise.all(cleanUp.map((dir) => rm(dir, { recursive: true, force: true })));
});
