/**
 * The static host's files the build writes (build/_headers, build/_redirects)
 * agree with nginx: for every route, every other spelling of it, a file of
 * every asset class and an unknown path, the answer a host gives with them
 * (tests/support/staticHost.ts) has nginx's status, redirect target and
 * headers. Cache-Control: the year-long one wherever nginx sends it; nowhere
 * else, where the hosts' default (`public, max-age=0, must-revalidate`)
 * revalidates on every use, as nginx's `no-cache` does.
 */
import { expect, test } from '@playwright/test';
import { immutableCacheControl, revalidateCacheControl } from '../../plugins/server-config/cacheRules';
import {
  hostAnswer,
  parseHeadersFile,
  parseRedirectsFile,
  type HeaderRule,
  type RedirectRule,
} from '../support/staticHost';
import { buildFiles, canonical, generatedHeaders, otherSpelling, readBuildFile, specRoutes } from './build';
import { get } from './http';

/** Cloudflare Pages' limits: 100 header rules, 2,000 static redirects. */
const maxHeaderRules = 100;
const maxRedirects = 2000;

let headerRules: HeaderRule[];
let redirectRules: RedirectRule[];
let files: Set<string>;

test.beforeAll(() => {
  headerRules = parseHeadersFile(readBuildFile('_headers').toString());
  redirectRules = parseRedirectsFile(readBuildFile('_redirects').toString());
  // What is uploaded to a static host: the build without its precompressed copies.
  files = new Set(
    buildFiles()
      .filter((file) => !/\.(br|gz)$/.test(file))
      .map((file) => `/${file}`),
  );
});

/** One file of each kind the cache rules tell apart, and the files whose names stay the same. */
function assetClasses(): string[] {
  const all = [...files];
  const first = (pattern: RegExp) => {
    const file = all.find((f) => pattern.test(f));
    if (!file) throw new Error(`no build file matches ${pattern}`);
    return file;
  };
  return [
    first(/^\/assets\/js\/main\.[0-9a-f]{8,}\.js$/),
    first(/^\/assets\/js\/[0-9a-f]+\.[0-9a-f]{8,}\.js$/),
    first(/^\/assets\/css\/styles\.[0-9a-f]{8,}\.css$/),
    first(/^\/assets\/content\/values\.[0-9a-f]+\.json$/),
    '/assets/content/routes.json',
    first(/^\/pagefind\/index\/.+\.pf_index$/),
    first(/^\/pagefind\/fragment\/.+\.pf_fragment$/),
    first(/^\/pagefind\/pagefind\..+\.pf_meta$/),
    '/pagefind/pagefind.js',
    '/pagefind/pagefind-entry.json',
    '/img/logo.svg',
    '/sitemap.xml',
    '/openapi/paysari.yaml',
    '/llms.txt',
    '/docs/guide/intro.md',
  ];
}

/** Compares the host's answer with nginx's for `path`, naming what differs. */
async function expectSameAnswer(baseURL: string | undefined, path: string) {
  const nginx = await get(baseURL, path);
  const host = hostAnswer(path, files, headerRules, redirectRules);
  expect(host.status, `${path}: status`).toBe(nginx.status);
  expect(host.location, `${path}: redirect target`).toBe(nginx.headers.location);
  for (const name of Object.keys(generatedHeaders())) {
    expect(host.headers[name], `${path}: ${name}`).toBe(nginx.headers[name.toLowerCase()]);
  }
  const nginxCaching = nginx.headers['cache-control'];
  if (nginxCaching === immutableCacheControl) {
    expect(host.headers['Cache-Control'], `${path}: Cache-Control`).toBe(immutableCacheControl);
  } else {
    expect(nginxCaching, `${path}: nginx's Cache-Control`).toBe(revalidateCacheControl);
    expect(host.headers['Cache-Control'], `${path}: the host's default Cache-Control`).toBeUndefined();
  }
  expect(Object.keys(host.headers).sort(), `${path}: no header nginx does not send`).toEqual(
    Object.keys(host.headers)
      .filter((name) => nginx.headers[name.toLowerCase()] !== undefined)
      .sort(),
  );
}

test('the files stay within what static hosts accept', () => {
  expect(headerRules.length).toBeLessThanOrEqual(maxHeaderRules);
  expect(redirectRules.length).toBeGreaterThan(100);
  expect(redirectRules.length).toBeLessThanOrEqual(maxRedirects);
  expect(redirectRules.every((rule) => rule.status === 301)).toBe(true);
});

test('every route and its other spellings get the same answer as from nginx', async ({ baseURL }) => {
  test.setTimeout(60_000);
  for (const route of specRoutes) {
    const page = canonical(route);
    for (const path of new Set([route, page, otherSpelling(page), `${page.replace(/\/?$/, '/')}index.html`])) {
      if (path === '') continue;
      await expectSameAnswer(baseURL, path);
    }
  }
});

test('a file of every asset class, and unknown paths, get the same answer as from nginx', async ({ baseURL }) => {
  for (const path of [...assetClasses(), '/nope', '/docs/nope', '/img/']) await expectSameAnswer(baseURL, path);
});
