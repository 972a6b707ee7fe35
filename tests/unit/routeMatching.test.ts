/**
 * The router's route matching, as patched (patches/react-router+5.3.4.patch):
 * a static path is matched by comparing strings, not by a compiled
 * path-to-regexp expression. It must agree with that expression on every
 * route of the site and on the addresses a reader can type.
 */
import pathToRegexp from 'path-to-regexp';
import { matchPath } from 'react-router/esm/react-router.js';
import { describe, expect, it, vi } from 'vitest';
import routesFile from '../fixtures/routes.json';

vi.mock('path-to-regexp', async (importOriginal) => {
  const original = ((await importOriginal()) as { default: typeof pathToRegexp }).default;
  return { default: vi.fn(original) };
});

interface Options {
  path: string;
  exact: boolean;
  sensitive: boolean;
}

/** What the router's matchPath returned before the patch: the expression's match. */
function expressionMatch(pathname: string, { path, exact, sensitive }: Options) {
  const reference = vi.mocked(pathToRegexp).getMockImplementation()!;
  const keys: pathToRegexp.Key[] = [];
  const match = reference(path, keys, { end: exact, strict: false, sensitive }).exec(pathname);
  if (!match) return null;
  const url = match[0];
  const isExact = pathname === url;
  if (exact && !isExact) return null;
  return {
    path,
    url: path === '/' && url === '' ? '/' : url,
    isExact,
    params: Object.fromEntries(keys.map((key, index) => [key.name, match[index + 1]])),
  };
}

const sitePaths = routesFile.routes.map((route) => route.path);
const paths = [...sitePaths, '', '/docs', '/docs/', '/docs/guide/', '/a.b/c$d', '/x[1]/y|z'];

/** Addresses to try against `path`: itself and its near misses. */
function addressesFor(path: string): string[] {
  const bare = path.endsWith('/') ? path.slice(0, -1) : path;
  return [
    path,
    bare,
    `${bare}/`,
    `${bare}//`,
    path.toUpperCase(),
    `${bare}/more`,
    `${bare}more`,
    `${bare.slice(0, -1)}`,
    // The Kelvin sign lower-cases to "k", but the expression's case folding
    // never matches a non-ASCII character with an ASCII one.
    bare.replace(/k/i, '\u212a'),
    '/',
    '',
  ];
}

describe('route matching (patched react-router)', () => {
  it('agrees with path-to-regexp on every route of the site and the addresses near it', () => {
    let compared = 0;
    for (const path of paths)
      for (const pathname of [...addressesFor(path), ...sitePaths.slice(0, 20)])
        for (const exact of [true, false])
          for (const sensitive of [false, true]) {
            const options = { path, exact, sensitive };
            expect(matchPath(pathname, options), `${pathname} against ${JSON.stringify(options)}`).toEqual(
              expressionMatch(pathname, options),
            );
            compared++;
          }
    expect(compared).toBeGreaterThan(4000);
  });

  it('builds no expression for a static path, and still does for a path with parameters', () => {
    vi.mocked(pathToRegexp).mockClear();
    expect(matchPath('/docs/api/refunds/create', { path: '/docs/api/refunds/create', exact: true })).not.toBeNull();
    expect(matchPath('/docs/api/refunds/create', { path: '/docs/api/refunds/', exact: false })?.url).toBe(
      '/docs/api/refunds',
    );
    expect(matchPath('/docs/api/refunds/create', { path: '/docs/api/refunds', exact: true })).toBeNull();
    expect(pathToRegexp).not.toHaveBeenCalled();

    expect(matchPath('/docs/api/refunds/create', { path: '/docs/api/:group/:operation', exact: true })).toEqual({
      path: '/docs/api/:group/:operation',
      url: '/docs/api/refunds/create',
      isExact: true,
      params: { group: 'refunds', operation: 'create' },
    });
    expect(pathToRegexp).toHaveBeenCalledTimes(1);
  });
});
