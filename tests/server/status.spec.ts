/**
 * nginx with deploy/nginx.conf over the fresh build: status codes, canonical
 * addresses and the not-found page, checked with plain HTTP requests.
 */
import { expect, test } from '@playwright/test';
import { canonical, otherSpelling, specRoutes, specSpellings } from './build';
import { get } from './http';

test('every route in routes.json answers 200 with its page', async ({ baseURL }) => {
  expect(specRoutes.length).toBeGreaterThanOrEqual(116);
  for (const route of specRoutes) {
    const target = canonical(route);
    if (target !== route) {
      const redirect = await get(baseURL, route);
      expect(redirect.status, `${route} redirects to ${target}`).toBe(301);
      expect(redirect.headers.location).toBe(target);
    }
    const response = await get(baseURL, target);
    expect(response.status, `${target} should answer 200`).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body.toString(), `${target} is a page, not the not-found page`).not.toContain('Page not found');
  }
});

test('the documented spellings are exactly the routes whose page names another canonical address', async ({
  baseURL,
}) => {
  const differing: string[] = [];
  for (const route of specRoutes) {
    const page = (await get(baseURL, canonical(route))).body.toString();
    const href = /<link[^>]*rel=["']?canonical["']?[^>]*href=["']?([^"' >]+)/.exec(page)?.[1];
    expect(href, `${route} has a canonical link`).toBeDefined();
    if (new URL(href!).pathname !== route) differing.push(route);
  }
  expect(differing, 'list each of these in specSpellings (tests/server/build.ts), or fix the page').toEqual(
    Object.keys(specSpellings),
  );
});

test('the other trailing-slash form of every page redirects to the one the site links to', async ({ baseURL }) => {
  for (const route of specRoutes.map(canonical)) {
    const other = otherSpelling(route);
    if (other === '') continue;
    const response = await get(baseURL, other);
    expect(response.status, `${other} should redirect`).toBe(301);
    // A path, not a URL: right behind any proxy, CDN or port.
    expect(response.headers.location, `${other} should redirect to ${route}`).toBe(route);
  }
});

test('index pages end with a slash, other pages do not', async ({ baseURL }) => {
  expect((await get(baseURL, '/docs/api/refunds')).headers.location).toBe('/docs/api/refunds/');
  expect((await get(baseURL, '/docs/api/refunds/create/')).headers.location).toBe('/docs/api/refunds/create');
  expect((await get(baseURL, '/docs/api/refunds/')).status).toBe(200);
  expect((await get(baseURL, '/docs/api/refunds/create')).status).toBe(200);
});

test('redirects keep the query string, and index.html file names redirect too', async ({ baseURL }) => {
  expect((await get(baseURL, '/docs/api/refunds/create/?lang=node')).headers.location).toBe(
    '/docs/api/refunds/create?lang=node',
  );
  expect((await get(baseURL, '/docs/api/refunds/create/index.html')).headers.location).toBe('/docs/api/refunds/create');
  expect((await get(baseURL, '/docs/api/refunds/index.html')).headers.location).toBe('/docs/api/refunds/');
  expect((await get(baseURL, '/index.html')).headers.location).toBe('/');
});

test.describe('unknown paths', () => {
  const unknown = [
    '/nope',
    '/docs/nope',
    '/docs/api/refunds/nope/',
    '/docs/api/refunds/create.html',
    `/docs/${'a'.repeat(2000)}`,
    '/%E0%A4%A',
    '/404.html',
    '/assets/js/missing.0123abcd.js',
    '/.git/config',
    '/docs/api/refunds/create/extra',
  ];
  for (const path of unknown) {
    test(`${path.slice(0, 40)} answers 404 with the not-found page`, async ({ baseURL }) => {
      const response = await get(baseURL, path);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body.toString()).toContain('Page not found');
    });
  }
});

test('folders have no listing: their page, or the not-found page', async ({ baseURL }) => {
  for (const folder of ['/assets/', '/assets/js/', '/assets/css/', '/img/', '/docs/api/', '/assets', '/img']) {
    const response = await get(baseURL, folder);
    expect(response.status, folder).toBe(404);
    const body = response.body.toString();
    expect(body).toContain('Page not found');
    expect(body).not.toMatch(/Index of|\.js<\/a>/);
  }
});

test('the server does not name its version', async ({ baseURL }) => {
  for (const path of ['/', '/nope']) {
    expect((await get(baseURL, path)).headers.server).toBe('nginx');
  }
});
