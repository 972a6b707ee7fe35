import { describe, expect, it } from 'vitest';
import { cacheControlFor, hashedPathRules, immutableCacheControl, renderCacheMap } from './cacheRules';

describe('cacheControlFor', () => {
  it.each([
    '/assets/js/main.1a2b3c4d.js',
    '/assets/css/styles.0123abcd.css',
    '/assets/content/values.0123456789ab.json',
    '/pagefind/index/en_1a2b3c4.pf_index',
    '/pagefind/pagefind.en_1a2b3c4d5e.pf_meta',
  ])('keeps the hashed file %s a year', (path) => {
    expect(cacheControlFor(path)).toBe(immutableCacheControl);
  });

  it.each(['/', '/docs/guide/intro', '/assets/content/routes.json', '/pagefind/pagefind.js', '/img/logo.svg'])(
    'revalidates %s',
    (path) => {
      expect(cacheControlFor(path)).toBe('no-cache');
    },
  );
});

describe('renderCacheMap', () => {
  it('writes the same patterns for nginx, and no-cache for range requests and nothing on a 416', () => {
    const map = renderCacheMap();
    expect(map).toContain('"~^/assets/.+[.-][0-9a-f]{8,}\\.[a-z0-9]+$" "public, max-age=31536000, immutable";');
    expect(map).toMatch(/map \$http_range \$paysari_docs_cache_by_range \{\n {4}"" \$paysari_docs_cache_by_path;/);
    expect(map).toMatch(/map \$status \$paysari_docs_cache_control \{\n {4}volatile;\n {4}416 "";/);
  });
});

describe('hashedPathRules', () => {
  const files = [
    '/assets/js/main.1a2b3c4d.js',
    '/assets/js/12.0123abcd.js',
    '/assets/content/values.0123abcd.json',
    '/assets/content/values.4567abcd.json',
    '/assets/content/routes.json',
    '/pagefind/index/en_1a2b3c4.pf_index',
    '/pagefind/pagefind.en_1a2b3c4d5e.pf_meta',
    '/pagefind/pagefind.js',
    '/index.html',
  ];

  it('covers whole folders, name prefixes or single files, never a file that keeps its name', () => {
    expect(hashedPathRules(files)).toEqual([
      '/assets/content/values.*',
      '/assets/js/*',
      '/pagefind/index/*',
      '/pagefind/pagefind.en_1a2b3c4d5e.pf_meta',
    ]);
  });

  it('covers every hashed file and nothing else', () => {
    const rules = hashedPathRules(files);
    const covered = (path: string) =>
      rules.some((rule) => (rule.endsWith('*') ? path.startsWith(rule.slice(0, -1)) : path === rule));
    for (const path of files) expect(covered(path), path).toBe(cacheControlFor(path) === immutableCacheControl);
  });
});
