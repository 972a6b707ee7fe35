/**
 * Every guide page is listed in tests/fixtures/routes.json (the
 * specification's routes) or tests/fixtures/extra-routes.json (pages added
 * beyond it), so the browser, axe, Markdown and server tests visit it.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import extraRoutesFile from '../fixtures/extra-routes.json';
import routesFile from '../fixtures/routes.json';

const guideDir = path.resolve(__dirname, '../../docs/guide');

function pagesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return pagesUnder(file);
    return /\.mdx?$/.test(name) ? [file] : [];
  });
}

/** The route the docs plugin gives a guide file: index files end with a slash. */
function routeOf(file: string): string {
  const relative = path
    .relative(guideDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '');
  return `/docs/guide/${relative.replace(/(^|\/)index$/, '$1')}`;
}

const specPaths = routesFile.routes.map((route) => route.path);
const extraPaths = extraRoutesFile.routes.map((route) => route.path);

describe('route lists', () => {
  it('keeps the 116 routes of the specification', () => {
    expect(specPaths).toHaveLength(116);
  });

  it('adds no route twice', () => {
    expect(extraPaths.filter((p) => specPaths.includes(p))).toEqual([]);
    expect(new Set(extraPaths).size).toBe(extraPaths.length);
  });

  it.each(pagesUnder(guideDir).map((file) => [path.relative(guideDir, file), routeOf(file)] as const))(
    'docs/guide/%s is in a route list',
    (_file, route) => {
      expect(
        [...specPaths, ...extraPaths],
        `add ${route} to tests/fixtures/extra-routes.json so the browser tests visit it`,
      ).toContain(route);
    },
  );
});
