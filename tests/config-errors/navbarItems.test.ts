/**
 * Navbar configuration errors (specification section 8): a navbar item of
 * unknown type, one that fails to render, and a docs-sidebar item whose
 * sidebar has nothing to link to each stop the build with an error naming the
 * offending item. Proven on a throwaway one-page site
 * (tests/fixtures/navbar-site) through the engine itself: its config
 * validation, and for render errors its server-side rendering.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { docusaurusCliPath, loadSite } from '../../src/engineInternals/node';
import { afterAll, describe, expect, it } from 'vitest';

const siteDir = path.resolve('tests/fixtures/navbar-site');

const outDirs: string[] = [];

function load(config: string) {
  return loadSite({ siteDir, config: `configs/${config}.config.ts` });
}

/** Builds the fixture site with one config; resolves with the exit code and all output. */
async function build(config: string): Promise<{ code: number | null; output: string }> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'navbar-fixture-'));
  outDirs.push(outDir);
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
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

afterAll(async () => {
  await Promise.all(outDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('navbar configuration errors', () => {
  it('the fixture site is valid without a bad item', async () => {
    const { props } = await load('valid');
    expect(props.routes.some((route) => route.path === '/docs')).toBe(true);
  });

  it('an item of unknown type fails config validation, naming the type', async () => {
    await expect(load('unknown-type')).rejects.toThrow('Bad navbar item type docsSidebarr');
  });

  it('an item that fails to render stops the build, naming what it points to', async () => {
    const { code, output } = await build('failing-item');
    expect(code).not.toBe(0);
    expect(output).toContain('Couldn\'t find any doc with id "guide/removed-page" in version "current"');
  });

  it('a docs-sidebar item whose sidebar has nothing to link to stops the build, naming the sidebar', async () => {
    const { code, output } = await build('empty-sidebar');
    expect(code).not.toBe(0);
    expect(output).toContain(
      'DocSidebarNavbarItem: Sidebar with ID "externalOnly" doesn\'t have anything to be linked to.',
    );
  });
});
