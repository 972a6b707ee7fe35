/**
 * nginx with deploy/nginx.conf over the fresh build: caching, security
 * headers and precompressed responses, checked with plain HTTP requests.
 */
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { extractInlineScripts, cspHashSource } from '../../plugins/server-config/inlineScripts';
import { compressibleExtensions, minimumBytes } from '../../plugins/precompress/compress';
import { assetMatching, buildFiles, generatedHeaders, readBuildFile } from './build';
import { get } from './http';

const immutable = 'public, max-age=31536000, immutable';
const mainScript = () => `/${assetMatching(/^assets\/js\/main\.[0-9a-f]{8,}\.js$/)}`;
const styleSheet = () => `/${assetMatching(/^assets\/css\/styles\.[0-9a-f]{8,}\.css$/)}`;

test.describe('caching', () => {
  test('content-hashed assets are cached for a year, immutable', async ({ baseURL }) => {
    const assets = buildFiles().filter((f) => /^assets\/.+[.-][0-9a-f]{8,}\.[a-z0-9]+$/.test(f));
    expect(assets.length).toBeGreaterThan(10);
    for (const asset of [mainScript(), styleSheet(), `/${assets[0]}`, `/${assets.at(-1)}`]) {
      const response = await get(baseURL, asset);
      expect(response.status, asset).toBe(200);
      expect(response.headers['cache-control'], asset).toBe(immutable);
    }
  });

  test("the search index's hashed chunks are cached for a year; the files that name them are revalidated", async ({
    baseURL,
  }) => {
    const files = buildFiles().filter((f) => f.startsWith('pagefind/') && !/\.(gz|br)$/.test(f));
    const hashed = files.filter((f) => /\.pf_(index|fragment|filter|meta)$/.test(f));
    expect(hashed.length, 'the build wrote a Pagefind index (plugins/search-pagefind)').toBeGreaterThan(100);
    for (const kind of ['index', 'fragment', 'meta']) {
      const file = hashed.find((f) => f.endsWith(`.pf_${kind}`));
      expect(file, `a .pf_${kind} file`).toBeDefined();
      const response = await get(baseURL, `/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers['cache-control'], `${file}: add its pattern to deploy/nginx.conf`).toBe(immutable);
    }
    for (const file of ['pagefind/pagefind.js', 'pagefind/pagefind-entry.json', 'pagefind/vocabulary.json']) {
      const response = await get(baseURL, `/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers['cache-control'], `${file} keeps its name across builds`).toBe('no-cache');
    }
  });

  test("pages' values files are cached for a year; the list that names them is revalidated", async ({ baseURL }) => {
    // plugins/server-only-content: a page module names its values file by content; routes.json keeps its name.
    const values = buildFiles().filter((f) => /^assets\/content\/values\.[0-9a-f]+\.json$/.test(f));
    expect(values.length, 'the build wrote pages’ values files').toBeGreaterThan(50);
    const response = await get(baseURL, `/${values[0]}`);
    expect(response.status, values[0]).toBe(200);
    expect(response.headers['cache-control'], values[0]).toBe(immutable);
    const list = await get(baseURL, '/assets/content/routes.json');
    expect(list.status).toBe(200);
    expect(list.headers['cache-control'], 'routes.json keeps its name across builds').toBe('no-cache');
  });

  test('HTML and unhashed files are revalidated on every use', async ({ baseURL }) => {
    for (const path of ['/', '/docs/guide/intro', '/docs/api/refunds/', '/img/logo.svg', '/sitemap.xml', '/nope']) {
      const response = await get(baseURL, path);
      expect(response.headers['cache-control'], path).toBe('no-cache');
    }
    // A missing file that looks hashed must not be cached for a year.
    expect((await get(baseURL, '/assets/js/missing.0123abcd.js')).headers['cache-control']).toBe('no-cache');
  });

  test('revalidation is cheap: a matching ETag answers 304 with no body', async ({ baseURL }) => {
    const first = await get(baseURL, '/docs/guide/intro', { 'Accept-Encoding': 'br' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await get(baseURL, '/docs/guide/intro', { 'Accept-Encoding': 'br', 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

test('text files get their own type and charset', async ({ baseURL }) => {
  const types: Record<string, string> = {
    '/sitemap.xml': 'text/xml; charset=utf-8',
    '/img/logo.svg': 'image/svg+xml; charset=utf-8',
    '/openapi/paysari.yaml': 'application/yaml; charset=utf-8',
    '/openapi/paysari.json': 'application/json; charset=utf-8',
    '/skill.md': 'text/markdown; charset=utf-8',
    '/.well-known/api-catalog': 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
  };
  for (const [path, type] of Object.entries(types)) {
    const response = await get(baseURL, path, { 'Accept-Encoding': 'br' });
    expect(response.status, path).toBe(200);
    expect(response.headers['content-type'], path).toBe(type);
  }
});

test.describe('security headers', () => {
  test('every response carries the generated security headers', async ({ baseURL }) => {
    const expected = generatedHeaders();
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'X-Frame-Options',
        'Cross-Origin-Opener-Policy',
        'Cross-Origin-Resource-Policy',
        'X-Permitted-Cross-Domain-Policies',
      ]),
    );
    // A page, an asset, the not-found page and a redirect.
    for (const path of ['/docs/guide/intro', mainScript(), '/nope', '/docs/api/refunds']) {
      const response = await get(baseURL, path);
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
      }
    }
  });

  test('the policy allows only the site itself and framing by no one', async ({ baseURL }) => {
    const csp = (await get(baseURL, '/')).headers['content-security-policy'] as string;
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name = '', ...sources] = d.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    // The default build has no widget: no other host anywhere in the policy.
    expect(csp).not.toMatch(/https?:|wss?:|\*/);
    const scriptSources = directives.get('script-src') ?? [];
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    // 'wasm-unsafe-eval' lets search compile Pagefind's WebAssembly; it allows no eval() of scripts.
    expect(scriptSources.filter((s) => !s.startsWith("'sha256-"))).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  test('the policy lists the hash of every inline script of every built page, and nothing else', async ({
    baseURL,
  }) => {
    const csp = (await get(baseURL, '/')).headers['content-security-policy'] as string;
    const listed = new Set(csp.match(/'sha256-[^']+'/g));
    const needed = new Set<string>();
    const pages = buildFiles().filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThanOrEqual(116);
    for (const page of pages) {
      for (const script of extractInlineScripts(readBuildFile(page).toString())) needed.add(cspHashSource(script));
    }
    expect(needed.size).toBeGreaterThan(0);
    expect([...listed].sort()).toEqual([...needed].sort());
  });
});

test.describe('precompressed responses', () => {
  const samples = () => [
    { path: '/docs/api/refunds/create', file: 'docs/api/refunds/create/index.html', type: 'text/html; charset=utf-8' },
    { path: mainScript(), file: mainScript().slice(1), type: 'application/javascript; charset=utf-8' },
    { path: styleSheet(), file: styleSheet().slice(1), type: 'text/css; charset=utf-8' },
    { path: '/nope', file: '404.html', type: 'text/html; charset=utf-8' },
  ];

  test("Accept-Encoding: br gets the build's .br file", async ({ baseURL }) => {
    for (const { path, file, type } of samples()) {
      const response = await get(baseURL, path, { 'Accept-Encoding': 'br' });
      expect(response.headers['content-encoding'], path).toBe('br');
      expect(response.headers['content-type'], path).toBe(type);
      expect(response.headers.vary, path).toBe('Accept-Encoding');
      expect(response.body.equals(readBuildFile(`${file}.br`)), `${path} is ${file}.br`).toBe(true);
      expect(zlib.brotliDecompressSync(response.body).equals(readBuildFile(file))).toBe(true);
    }
  });

  test("Accept-Encoding: gzip gets the build's .gz file", async ({ baseURL }) => {
    for (const { path, file, type } of samples()) {
      const response = await get(baseURL, path, { 'Accept-Encoding': 'gzip' });
      expect(response.headers['content-encoding'], path).toBe('gzip');
      expect(response.headers['content-type'], path).toBe(type);
      expect(response.headers.vary, path).toBe('Accept-Encoding');
      expect(response.body.equals(readBuildFile(`${file}.gz`)), `${path} is ${file}.gz`).toBe(true);
    }
  });

  test('Brotli is preferred when both are accepted, and q=0 is respected', async ({ baseURL }) => {
    const path = '/docs/guide/intro';
    expect((await get(baseURL, path, { 'Accept-Encoding': 'gzip, deflate, br' })).headers['content-encoding']).toBe(
      'br',
    );
    expect((await get(baseURL, path, { 'Accept-Encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
  });

  test('a client that accepts neither gets the file as it is', async ({ baseURL }) => {
    for (const { path, file } of samples()) {
      const response = await get(baseURL, path);
      expect(response.headers['content-encoding'], path).toBeUndefined();
      expect(response.body.equals(readBuildFile(file)), path).toBe(true);
    }
  });

  test('the build has a .gz and a .br copy of every text file, each decompressing to it', () => {
    const files = buildFiles();
    const present = new Set(files);
    const text = files.filter((f) => {
      const extension = f.slice(f.lastIndexOf('.'));
      return compressibleExtensions.has(extension) && readBuildFile(f).length >= minimumBytes;
    });
    expect(text.length).toBeGreaterThanOrEqual(200);
    const missing: string[] = [];
    for (const file of text) {
      const original = readBuildFile(file);
      for (const [suffix, decode] of [
        ['.gz', zlib.gunzipSync],
        ['.br', zlib.brotliDecompressSync],
      ] as const) {
        if (!present.has(`${file}${suffix}`)) {
          missing.push(`${file}${suffix}`);
          continue;
        }
        expect(decode(readBuildFile(`${file}${suffix}`)).equals(original), `${file}${suffix}`).toBe(true);
      }
    }
    expect(missing, 'compressed copies missing (smaller is expected for text over 1 KB)').toEqual([]);
  });
});
