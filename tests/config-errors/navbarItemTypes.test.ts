/**
 * Every navbar item type of the specification renders on a site that
 * configures them all (tests/fixtures/navbar-site/configs/all-item-types),
 * with this site's own theme and docs plugin: plain link, dropdown, raw HTML,
 * docs link, docs sidebar link, docs version link, docs version dropdown and
 * locale dropdown. One build serves every check: the server's HTML for each
 * item, then the page in Chromium for the locale dropdown, whose links take
 * the current query and hash (they exist only in the browser). The site is
 * built in both its locales, so the French page shows a translated label.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumTestLaunchOptions } from '../../config/chromium';
import { build } from './fixtureSite';

let outDir = '';
/** The main navbar of the guide page's server HTML. */
let navbar = '';

/** The main navbar of a page's server HTML (`page`: its file in the build). */
async function navbarOf(page: string): Promise<string> {
  const html = await readFile(path.join(outDir, page), 'utf8');
  const nav = /<nav aria-label="?Main"?[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  expect(nav, `${page} has no main navbar`).not.toBe('');
  return nav;
}

/** A navbar's links as `label → href`, tags stripped from the label. */
function links(nav: string): string[] {
  return [...nav.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes, label]) => {
    const href = /\bhref="?([^"\s>]*)/.exec(attributes!)?.[1];
    return `${label!.replace(/<[^>]*>/g, '')} → ${href}`;
  });
}

beforeAll(async () => {
  // Both locales: the French pages show the translated label.
  const result = await build('all-item-types', ['en', 'fr']);
  expect(result.code, result.output).toBe(0);
  outDir = result.outDir;
  navbar = await navbarOf('docs/guide/intro/index.html');
});

describe('navbar item types, in the server HTML', () => {
  it.each([
    ['docs sidebar link (docSidebar)', 'Guide → /docs/guide/intro'],
    ['plain link (default)', 'Plain link item → /docs/guide/intro'],
    ['dropdown: its label', 'Dropdown item → #'],
    ['dropdown: its item', 'Dropdown child link → https://example.com/elsewhere'],
    ['docs link (doc), found by id in the docs global data', 'Doc item → /docs/guide/intro'],
    ["docs version link (docsVersion): the version's main doc", 'Docs version item → /docs/guide/intro'],
    ['docs version dropdown (docsVersionDropdown): the one version, labelled', 'Next → /docs/guide/intro'],
    ['locale dropdown (localeDropdown): this locale', 'English → /docs/guide/intro'],
    ['locale dropdown (localeDropdown): the other locale, same page', 'Français → /fr/docs/guide/intro'],
  ])('%s', (_type, link) => {
    expect(links(navbar)).toContain(link);
  });

  it('raw HTML (html): the configured markup as it is', () => {
    expect(navbar).toMatch(/<span data-fixture-item="?html"?>Raw HTML item<\/span>/);
  });
});

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Serves the fixture build: a page's folder answers with its index.html; nothing else is needed. */
function serveFixture(request: http.IncomingMessage, response: http.ServerResponse): void {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://fixture').pathname);
  const file = path.join(outDir, pathname, path.extname(pathname) ? '' : 'index.html');
  readFile(file).then(
    (body) =>
      response
        .writeHead(200, { 'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream' })
        .end(body),
    () => response.writeHead(404).end(),
  );
}

describe('the locale dropdown in the browser', () => {
  it('keeps the path, query and hash when switching language', async () => {
    const server = http.createServer(serveFixture);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const browser = await chromium.launch(chromiumTestLaunchOptions);
    try {
      const page = await browser.newPage();
      const { port } = server.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/docs/guide/intro?tab=python#verify-signatures`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
      const french = page.locator('nav[aria-label="Main"] a[lang="fr"]');
      await expect.poll(() => french.getAttribute('href')).toBe('/fr/docs/guide/intro?tab=python#verify-signatures');
      expect(await page.locator('nav[aria-label="Main"] a[lang="en"]').getAttribute('href')).toBe(
        '/docs/guide/intro?tab=python#verify-signatures',
      );
    } finally {
      await browser.close();
      server.close();
    }
  });
});

describe('navbar labels in another locale', () => {
  it("show the locale's translation (i18n/fr/docusaurus-theme-classic/navbar.json), and the dropdown links back", async () => {
    const french = links(await navbarOf('fr/docs/guide/intro/index.html'));
    expect(french).toContain('Lien simple → /fr/docs/guide/intro');
    expect(french).not.toContain('Plain link item → /fr/docs/guide/intro');
    expect(french).toContain('English → /docs/guide/intro');
  });
});
