import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { afterEach, describe, expect, it } from 'vitest';
import rehypeServerOnlyContent from './index';
import serverOnlyContentPlugin, { serverOnlyContentRoutes } from './plugin';

const siteDir = process.cwd();
const withValues = 'docs/guide/with-values.mdx';
const withoutValues = 'docs/guide/without-values.mdx';

/** Compiles `value` as the page at `source`, and returns the name of the values file it fetches (no folder, no `values.`). */
async function compiledPage(source: string, value: string): Promise<string | undefined> {
  const code = String(
    await compile(
      { value, path: path.resolve(siteDir, source) },
      { rehypePlugins: [[rehypeServerOnlyContent, { minimumBytes: 0 }]] },
    ),
  );
  return /new URL\("[^"]*\/([0-9a-f]+)\.json"/.exec(code)?.[1];
}

describe('serverOnlyContentRoutes', () => {
  let outDir = '';
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it("lists each route's values file in the build, by route path without a trailing slash", async () => {
    const digest = await compiledPage(withValues, '```txt\nrouted\n```\n');
    expect(digest).toBeDefined();
    // A page that had values once and has none now: its record is gone.
    await compiledPage(withoutValues, '```txt\nonce\n```\n');
    await compiledPage(withoutValues, 'No code now.\n');
    outDir = mkdtempSync(path.join(tmpdir(), 'server-only-routes-'));
    mkdirSync(path.join(outDir, 'assets/content'), { recursive: true });
    writeFileSync(path.join(outDir, `assets/content/values.${digest}.json`), '[]');

    const routes = [
      {
        path: '/docs',
        component: 'DocsRoot',
        routes: [
          { path: '/docs/guide/with-values/', component: 'DocItem', modules: { content: `@site/${withValues}` } },
          { path: '/docs/guide/without-values', component: 'DocItem', modules: { content: `@site/${withoutValues}` } },
        ],
      },
    ];
    expect(serverOnlyContentRoutes(routes, { siteDir, outDir, baseUrl: '/base/' })).toEqual({
      '/docs/guide/with-values': `/base/assets/content/values.${digest}.json`,
    });
  });

  it('leaves out a values file the build does not have (a record from another build)', async () => {
    await compiledPage(withValues, '```txt\nelsewhere\n```\n');
    outDir = mkdtempSync(path.join(tmpdir(), 'server-only-routes-'));
    const routes = [
      { path: '/docs/guide/with-values', component: 'DocItem', modules: { content: `@site/${withValues}` } },
    ];
    expect(serverOnlyContentRoutes(routes, { siteDir, outDir, baseUrl: '/' })).toEqual({});
  });
});

describe('the plugin after a build', () => {
  it('writes the routes file also when the build emitted no values (a development build)', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'server-only-dev-'));
    try {
      const plugin = serverOnlyContentPlugin({ baseUrl: '/' } as Parameters<typeof serverOnlyContentPlugin>[0]);
      await plugin.postBuild?.({ routes: [], siteDir, outDir } as unknown as Parameters<
        NonNullable<typeof plugin.postBuild>
      >[0]);
      expect(JSON.parse(readFileSync(path.join(outDir, 'assets/content/routes.json'), 'utf8'))).toEqual({});
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
