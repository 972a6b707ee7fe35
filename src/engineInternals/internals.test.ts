/**
 * Fails with a clear message when an engine upgrade moves or renames one of
 * the private parts this project relies on (see README.md), and when a private
 * import appears outside this folder.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { preprocessMdx } from './mdx';
import { docusaurusCliPath, notFoundPage, prismLanguagesClientModule, routePropsModule } from './node';

const require = createRequire(import.meta.url);
const upgradeHint = (what: string) =>
  `An upgrade of the engine moved or changed ${what}. Find its new place in node_modules, ` +
  'update src/engineInternals (and its README), and re-run this test.';

describe('the engine internals this project uses', () => {
  it('browserContext still exports Context and BrowserContextProvider', () => {
    // The file holds JSX for the site's bundler, so it is read, not imported.
    const file = require.resolve('@docusaurus/core/lib/client/browserContext');
    const source = readFileSync(file, 'utf8');
    expect(source, upgradeHint('@docusaurus/core/lib/client/browserContext#Context')).toMatch(/export const Context\b/);
    expect(source, upgradeHint('@docusaurus/core/lib/client/browserContext#BrowserContextProvider')).toMatch(
      /export function BrowserContextProvider\b/,
    );
  });

  it("the theme's internal entry still exports the mobile sidebar's state, with shouldRender and shown", () => {
    // Read, not imported: the entry pulls in the theme's React modules.
    const entryFile = require.resolve('@docusaurus/theme-common/internal');
    expect(
      readFileSync(entryFile, 'utf8'),
      upgradeHint('@docusaurus/theme-common/internal#useNavbarMobileSidebar'),
    ).toMatch(/export \{ useNavbarMobileSidebar \} from '\.\/contexts\/navbarMobileSidebar';/);
    const context = readFileSync(path.join(path.dirname(entryFile), 'contexts/navbarMobileSidebar.js'), 'utf8');
    expect(context, upgradeHint("the mobile sidebar state's fields (shouldRender, shown)")).toMatch(
      /\(\{\s*disabled,\s*shouldRender,\s*toggle,\s*shown\s*\}\)/,
    );
  });

  it('the server modules still export loadSiteConfig and loadSite', async () => {
    const config = (await import('@docusaurus/core/lib/server/config')) as Record<string, unknown>;
    const site = (await import('@docusaurus/core/lib/server/site')) as Record<string, unknown>;
    expect(typeof config.loadSiteConfig, upgradeHint('@docusaurus/core/lib/server/config#loadSiteConfig')).toBe(
      'function',
    );
    expect(typeof site.loadSite, upgradeHint('@docusaurus/core/lib/server/site#loadSite')).toBe('function');
  });

  it('the CLI script is where we run it from', () => {
    expect(existsSync(docusaurusCliPath), upgradeHint(`the docusaurus CLI (${docusaurusCliPath})`)).toBe(true);
  });

  it('the Prism languages client module still exists at the path the bundler swaps out', () => {
    const resolved = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
    expect(prismLanguagesClientModule.test(resolved), upgradeHint(`prism-include-languages (${resolved})`)).toBe(true);
    // It must still be the client module that imports the languages, not a re-export.
    expect(readFileSync(resolved, 'utf8'), upgradeHint('the content of prism-include-languages')).toMatch(
      /prism-include-languages/,
    );
  });

  it("the engine still names a route's props module after the route's path", () => {
    const plugin = { name: 'docusaurus-plugin-content-docs', id: 'default' };
    const route = { path: '/docs/guide', component: '@theme/DocVersionRoot', props: { version: {} } };
    expect(routePropsModule(route, plugin), upgradeHint('codegenRoutes#generateRoutePropFilename')).toMatch(
      /^@generated\/docusaurus-plugin-content-docs\/default\/p\/docs-guide-[0-9a-f]{3}\.json$/,
    );
    expect(routePropsModule({ path: '/docs/guide', component: '@theme/DocVersionRoot' }, plugin)).toBeUndefined();
  });

  it('the catch-all route still loads the not-found page from one import', () => {
    // Read, not imported: the file holds JSX for the site's bundler.
    const source = readFileSync(require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator'), 'utf8');
    expect(source, upgradeHint("ComponentCreator's catch-all route")).toContain(
      `loader: () => import('${notFoundPage.request}')`,
    );
  });

  it("the MDX loader's preprocessing still gives admonition titles as directive labels", () => {
    expect(
      preprocessMdx(':::note Payment or intent?\nText.\n:::\n', 'x.mdx'),
      upgradeHint('mdx-loader/lib/preprocessor'),
    ).toBe(':::note[Payment or intent?]\nText.\n:::\n');
  });
});

/** Source files of ours that import code. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'build', 'build-test', '.docusaurus'].includes(entry.name) ? [] : sources(full);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

// Packages whose `dist/` subpaths are their documented entry points.
const documentedSubpaths = [/^ajv\/dist\/2020$/];

describe('private imports', () => {
  it('appear only in src/engineInternals (and, for test-only ones, tests/support/engineInternals.ts)', () => {
    const here = path.resolve(__dirname);
    const testOnly = path.resolve('tests/support/engineInternals.ts');
    const importPattern =
      /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]((?!@site\/)(?:@[\w-][\w.-]*\/)?[\w-][\w.-]*\/(?:lib|dist)\/[^'"]+)['"]/g;
    const offenders: string[] = [];
    for (const root of ['src', 'plugins', 'scripts', 'tests', 'config']) {
      for (const file of sources(path.resolve(root))) {
        if (file.startsWith(here) || file === testOnly) continue;
        for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
          if (!documentedSubpaths.some((re) => re.test(specifier!)))
            offenders.push(`${path.relative('.', file)}: ${specifier}`);
        }
      }
    }
    expect(offenders, 'Import private engine files through src/engineInternals (client.ts, node.ts or mdx.ts)').toEqual(
      [],
    );
  });
});
