/**
 * The small leaks a probe of the serving found, closed: precompressed copies
 * as addresses of their own, repeated headers on 416 answers, 405 answers
 * without Allow, and the static host's rule files. Plain HTTP requests to
 * nginx over the production build.
 */
import { expect, test } from '@playwright/test';
import { assetMatching, buildFiles, generatedHeaders } from './build';
import { get, send } from './http';

const mainScript = () => `/${assetMatching(/^assets\/js\/main\.[0-9a-f]{8,}\.js$/)}`;

function expectNotFoundPage(response: Awaited<ReturnType<typeof get>>, path: string) {
  expect(response.status, path).toBe(404);
  expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
  expect(response.body.toString(), path).toContain('Page not found');
}

test('the precompressed copies are not addresses: asked for directly, they are the not-found page', async ({
  baseURL,
}) => {
  const copies = ['index.html.br', 'index.html.gz', `${mainScript().slice(1)}.br`, 'docs/guide/intro/index.html.gz'];
  const present = new Set(buildFiles());
  for (const copy of copies) {
    expect(present.has(copy), `the build has ${copy}`).toBe(true);
    expectNotFoundPage(await get(baseURL, `/${copy}`), copy);
  }
  // While the file itself is still sent from its copy.
  expect((await get(baseURL, '/', { 'Accept-Encoding': 'br' })).headers['content-encoding']).toBe('br');
});

test("the static host's rule files are not addresses of the site", async ({ baseURL }) => {
  const present = new Set(buildFiles());
  for (const file of ['_headers', '_redirects']) {
    expect(present.has(file), `the build has ${file}`).toBe(true);
    expectNotFoundPage(await get(baseURL, `/${file}`), file);
  }
});

test.describe('ranges', () => {
  test('a range past the end gets 416 with each header once, and is not cached as immutable', async ({ baseURL }) => {
    for (const path of [mainScript(), '/docs/guide/intro']) {
      const response = await get(baseURL, path, { Range: 'bytes=99999999-' });
      expect(response.status, path).toBe(416);
      const repeated = response.headerNames.filter((name, index) => response.headerNames.indexOf(name) !== index);
      expect(repeated, `headers sent twice on ${path}`).toEqual([]);
      expect(response.headers['cache-control'], path).not.toContain('immutable');
      expect(response.headers['content-security-policy'], path).toBe(generatedHeaders()['Content-Security-Policy']);
    }
  });

  test('one range is served; several get the whole file (max_ranges 1)', async ({ baseURL }) => {
    const path = mainScript();
    const whole = await get(baseURL, path);
    const one = await get(baseURL, path, { Range: 'bytes=0-99' });
    expect(one.status).toBe(206);
    expect(one.body.equals(whole.body.subarray(0, 100))).toBe(true);
    const several = await get(baseURL, path, { Range: 'bytes=0-9,20-29,40-49' });
    expect(several.status).toBe(200);
    expect(several.body.equals(whole.body)).toBe(true);
  });
});

test('methods other than GET and HEAD get 405 with Allow: GET, HEAD', async ({ baseURL }) => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    for (const path of ['/', '/docs/guide/intro', mainScript()]) {
      const response = await send(baseURL, method, path);
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.allow, `${method} ${path}`).toBe('GET, HEAD');
    }
  }
  // No other answer names the methods.
  expect((await get(baseURL, '/docs/guide/intro')).headers.allow).toBeUndefined();
  expect((await send(baseURL, 'HEAD', '/docs/guide/intro')).status).toBe(200);
});

test('CSP reporting is off when the build sets no report path', async ({ baseURL }) => {
  const response = await get(baseURL, '/docs/guide/intro');
  expect(response.headers['content-security-policy']).not.toMatch(/report-(uri|to)/);
  expect(response.headers['reporting-endpoints']).toBeUndefined();
});
