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

let securityHeaders: Record<string, string>;
let headerRules: HeaderRule[];
let redirectRules: RedirectRule[];
let files: Set<string>;

test.beforeAll(() => {
  securityHeaders = generatedHeaders();
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

/**
 * What differs between the host's answer and nginx's for `path`, one line
 * each (collected rather than asserted one by one: a Playwright assertion
 * costs a step in the report, and this runs for hundreds of paths).
 */
async function differences(baseURL: string | undefined, path: string): Promise<string[]> {
  const nginx = await get(baseURL, path);
  const host = hostAnswer(path, files, headerRules, redirectRules);
  const found: string[] = [];
  const compare = (what: string, hostValue: unknown, nginxValue: unknown) => {
    if (hostValue !== nginxValue)
      found.push(`${path}: ${what} is ${String(hostValue)} from the host, ${String(nginxValue)} from nginx`);
  };
  compare('the status', host.status, nginx.status);
  compare('the redirect target', host.location, nginx.headers.location);
  for (const name of Object.keys(securityHeaders)) compare(name, host.headers[name], nginx.headers[name.toLowerCase()]);
  const nginxCaching = nginx.headers['cache-control'];
  // The year-long Cache-Control where nginx sends it; elsewhere none, so the host's default revalidates.
  compare('Cache-Control', host.headers['Cache-Control'] ?? revalidateCacheControl, nginxCaching);
  if (nginxCaching !== immutableCacheControl) compare('a Cache-Control rule', host.headers['Cache-Control'], undefined);
  for (const name of Object.keys(host.headers)) {
    if (nginx.headers[name.toLowerCase()] === undefined) found.push(`${path}: the host sends ${name}, nginx does not`);
  }
  return found;
}

test('the files stay within what static hosts accept', () => {
  expect(headerRules.length).toBeLessThanOrEqual(maxHeaderRules);
  expect(redirectRules.length).toBeGreaterThan(100);
  expect(redirectRules.length).toBeLessThanOrEqual(maxRedirects);
  expect(redirectRules.every((rule) => rule.status === 301)).toBe(true);
});

test('every route and its other spellings get the same answer as from nginx', async ({ baseURL }) => {
  const found: string[] = [];
  let checked = 0;
  for (const route of specRoutes) {
    const page = canonical(route);
    for (const path of new Set([route, page, otherSpelling(page), `${page.replace(/\/?$/, '/')}index.html`])) {
      if (path === '') continue;
      found.push(...(await differences(baseURL, path)));
      checked += 1;
    }
  }
  expect(checked).toBeGreaterThan(2 * specRoutes.length);
  expect(found, 'fix plugins/server-config/staticHost.ts or cacheRules.ts').toEqual([]);
});

test('a file of every asset class, and unknown paths, get the same answer as from nginx', async ({ baseURL }) => {
  const found: string[] = [];
  for (const path of [...assetClasses(), '/nope', '/docs/nope', '/img/'])
    found.push(...(await differences(baseURL, path)));
  expect(found, 'fix plugins/server-config/staticHost.ts or cacheRules.ts').toEqual([]);
});
