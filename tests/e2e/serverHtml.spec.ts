/**
 * The pages' static HTML, as the build wrote it: complete without scripts.
 * React 19.2+ would otherwise move large Suspense boundaries out of place (the
 * fallback in the page, the content in a hidden element at the end, swapped
 * in by a script); patches/README.md, `renderToHtml.js`, says why it does not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eagerCompileHint } from '../../plugins/client-bundle';
import { expect, test } from './fixtures';

const pages = readdirSync('build', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => path.join('build', file));

test("no page's HTML outlines content into hidden segments", () => {
  expect(pages.length, 'build/ has no pages: build the site first').toBeGreaterThan(100);
  const outlined = pages.filter((file) => {
    const html = readFileSync(file, 'utf8');
    // A pending boundary's placeholder, or the hidden segment that would fill it.
    return /<template id="?B:\d|<div hidden id="?S:\d/.test(html);
  });
  expect(outlined, 'these pages carry Suspense content out of place').toEqual([]);
});

test('a code-heavy page carries each code block once, highlighted, in place', () => {
  const html = readFileSync(path.join('build', 'docs/guide/developer_handbook/webhooks/index.html'), 'utf8');
  const blocks = html.match(/<div class="?language-[^>]*theme-code-block/g) ?? [];
  expect(blocks.length).toBeGreaterThan(10);
  // The plain fallback of a block (src/theme/CodeBlock) is never in the static HTML.
  expect(html).not.toMatch(/<pre class="?plain_/);
});

test.describe("the page's scripts come after its first paint (config/ssrTemplate.ts)", () => {
  test('no page asks for a script in its head; its last script adds the main bundle, then the runtime', () => {
    const [runtime, main] = ['runtime~main', 'main'].map((name) =>
      readdirSync('build/assets/js').find((file) => file.startsWith(`${name}.`) && file.endsWith('.js')),
    );
    expect(runtime && main, 'build/assets/js has no runtime or main bundle').toBeTruthy();
    const loaders = new Set<string>();
    const misloaded = pages.filter((file) => {
      const html = readFileSync(file, 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      const last = /<script data-scripts="([^"]*)">([\s\S]*?)<\/script>\s*(?:<\/body>\s*)?(?:<\/html>\s*)?$/.exec(html);
      if (last) loaders.add(last[2]!);
      return /<script[^>]*\ssrc=/.test(head) || last?.[1] !== `/assets/js/${main} /assets/js/${runtime}`;
    });
    expect(misloaded, 'these pages load their scripts otherwise').toEqual([]);
    // One loader text on every page, naming no file: its CSP hash does not change from build to build.
    expect(loaders.size).toBe(1);
    expect([...loaders][0]).not.toMatch(/assets/);
  });

  test('a page requests its scripts only once its stylesheet has arrived, and hydrates', async ({ page }) => {
    await page.goto('/docs/guide/developer_handbook/webhooks');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const find = (pattern: RegExp) => entries.find((entry) => pattern.test(new URL(entry.name).pathname));
      return {
        stylesheetArrived: find(/^\/assets\/css\/styles\.[\w]+\.css$/)?.responseEnd,
        runtimeRequested: find(/^\/assets\/js\/runtime~main\.[\w]+\.js$/)?.startTime,
        mainRequested: find(/^\/assets\/js\/main\.[\w]+\.js$/)?.startTime,
      };
    });
    expect(timing.stylesheetArrived).toBeDefined();
    expect(timing.runtimeRequested).toBeGreaterThanOrEqual(timing.stylesheetArrived!);
    expect(timing.mainRequested).toBeGreaterThanOrEqual(timing.stylesheetArrived!);
  });
});

test("every page's scripts say little about the other pages (plugins/client-bundle)", () => {
  const scripts = readdirSync('build/assets/js').filter((file) => file.endsWith('.js'));
  const read = (name: string) =>
    readFileSync(
      path.join(
        'build/assets/js',
        scripts.find((file) => file.startsWith(`${name}.`))!,
      ),
      'utf8',
    );
  // The route registry in the main bundle names no module (the server alone reads those names).
  expect(read('main').match(/"@(site|generated)\/[^"]*"/g) ?? []).toEqual([]);
  // The site turns the engine's base-URL issue banner off (docusaurus.config.ts): its code is not there either.
  expect(read('main')).not.toContain('base-url-issue-banner');
  // The site metadata lists no plugin versions (the server's copy keeps them).
  expect(read('main')).toContain('"pluginVersions":{}');
  expect(read('main')).not.toContain('@docusaurus/plugin-sitemap');
  // Lazy chunks are named by their id, so the runtime maps ids to content hashes, not to names as well.
  const chunks = scripts.filter((file) => !/^(main|runtime~main)\./.test(file));
  expect(chunks.length).toBeGreaterThan(100);
  expect(chunks.filter((file) => !/^\d+\.[0-9a-f]{8}\.js$/.test(file))).toEqual([]);
  expect(read('runtime~main')).toMatch(/"assets\/js\/"\+\w+\+"\."\+/);
});

test('every script asks V8 to compile all its functions as it streams in (plugins/client-bundle)', () => {
  const scripts = readdirSync('build/assets/js').filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(100);
  // The hint counts only on a script's first line, and the minifier runs before it is added.
  const unhinted = scripts.filter(
    (file) => !readFileSync(path.join('build/assets/js', file), 'utf8').startsWith(`${eagerCompileHint}\n`),
  );
  expect(unhinted).toEqual([]);
});
