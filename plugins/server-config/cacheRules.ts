/**
 * How long browsers and caches keep each file: the one source of the nginx
 * map (deploy/generated/http.conf) and of the CDN's `_headers` file, so the
 * two cannot disagree.
 *
 * Content-hashed files never change: a year, immutable. That is the bundler's
 * assets (assets/js/main.1a2b3c4d.js) and the search index's chunks
 * (pagefind/index/en_1a2b3c4.pf_index, pagefind/fragment/…, pagefind/filter/…,
 * pagefind/pagefind.en_1a2b3c4d5e.pf_meta). Everything else, HTML first, is
 * revalidated on every use (cheap: an ETag match answers 304 without a body),
 * including the search files whose names do not change (pagefind/pagefind.js,
 * pagefind-entry.json, which names the current index, and the vocabulary).
 */

export const immutableCacheControl = 'public, max-age=31536000, immutable';
export const revalidateCacheControl = 'no-cache';

/** Paths (as requested, decoded) of content-hashed files. */
export const hashedPaths: readonly RegExp[] = [
  /^\/assets\/.+[.-][0-9a-f]{8,}\.[a-z0-9]+$/,
  /^\/pagefind\/(index|fragment|filter)\/[a-z]+_[0-9a-f]{7,}\.pf_[a-z]+$/,
  /^\/pagefind\/pagefind\.[a-z]+_[0-9a-f]{7,}\.pf_meta$/,
];

export function isHashedPath(path: string): boolean {
  return hashedPaths.some((pattern) => pattern.test(path));
}

/** The Cache-Control of a file that exists at `path`. */
export function cacheControlFor(path: string): string {
  return isHashedPath(path) ? immutableCacheControl : revalidateCacheControl;
}

/** A regular expression as an nginx map source: `~` and the pattern, quoted. */
function nginxRegex(pattern: RegExp): string {
  const source = pattern.source.replaceAll('\\/', '/');
  if (/["\p{Cc}]|\\\\/u.test(source)) throw new Error(`Cannot write /${source}/ into an nginx map.`);
  return `"~${source}"`;
}

/**
 * The nginx maps that set `$paysari_docs_cache_control`. By path, keyed on
 * `$uri`, so a missing file's answer, which nginx serves as /404.html, is
 * revalidated like every page. A request with a Range header gets
 * `no-cache` whatever the file: nginx adds headers before it knows whether
 * the range fits, and a 416 must not be kept for a year (browsers never ask
 * scripts, styles or search chunks for a range). And nothing on the second
 * pass nginx makes through its header filters for a 416 (see
 * ./nginx.ts, renderHeaderMaps), which would repeat the header.
 */
export function renderCacheMap(): string {
  const lines = hashedPaths.map((pattern) => `    ${nginxRegex(pattern)} "${immutableCacheControl}";`);
  return [
    'map $uri $paysari_docs_cache_by_path {',
    `    default "${revalidateCacheControl}";`,
    ...lines,
    '}',
    'map $http_range $paysari_docs_cache_by_range {',
    '    "" $paysari_docs_cache_by_path;',
    `    default "${revalidateCacheControl}";`,
    '}',
    'map $status $paysari_docs_cache_control {',
    '    volatile;',
    '    416 "";',
    '    default $paysari_docs_cache_by_range;',
    '}',
    '',
  ].join('\n');
}

/**
 * Path patterns for a static host's `_headers` file that cover exactly the
 * hashed files among `paths` (each `/`-rooted): a folder (`/assets/js/*`)
 * when every file under it is hashed, else a name prefix within the folder
 * (`/assets/content/values.*`) when every file starting with it is, else the
 * file itself. A trailing `*` is the only wildcard, which Netlify and
 * Cloudflare Pages read alike; the rules never overlap a non-hashed file.
 */
export function hashedPathRules(paths: readonly string[]): string[] {
  const hashed = paths.filter(isHashedPath);
  const allHashed = (prefix: string) => paths.every((path) => !path.startsWith(prefix) || isHashedPath(path));
  const rules = new Set<string>();
  for (const path of hashed) {
    let rule = path;
    const folders = path.split('/').slice(1, -1);
    // The widest folder, from the top down, whose every file is hashed.
    for (let depth = 1; depth <= folders.length; depth++) {
      const folder = `/${folders.slice(0, depth).join('/')}/`;
      if (allHashed(folder)) {
        rule = `${folder}*`;
        break;
      }
    }
    if (rule === path) {
      const folder = path.slice(0, path.lastIndexOf('/') + 1);
      const name = path.slice(folder.length);
      const stem = `${folder}${name.slice(0, name.indexOf('.') + 1)}`;
      if (name.includes('.') && allHashed(stem)) rule = `${stem}*`;
    }
    rules.add(rule);
  }
  return [...rules].sort();
}
