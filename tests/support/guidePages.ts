/**
 * Guide pages beyond the specification's routes (issue #18 adds pages such as
 * /docs/guide/developer_handbook/webhook_operations). The browser tests visit
 * routes.json; this finds the other guide pages from their source files, so a
 * new page is covered by the route, axe and Markdown tests without a second
 * list to keep in step.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const GUIDE_DIR = join(__dirname, '..', '..', 'docs', 'guide');

/** Site path of a guide source file (relative to docs/guide): `a/index.md` → `/docs/guide/a/`. */
export function guideRoute(file: string): string {
  const withoutExtension = file
    .split(sep)
    .join('/')
    .replace(/\.mdx?$/, '');
  if (withoutExtension === 'index') return '/docs/guide/';
  if (withoutExtension.endsWith('/index')) return `/docs/guide/${withoutExtension.slice(0, -'index'.length)}`;
  return `/docs/guide/${withoutExtension}`;
}

/** Every page file under docs/guide; names starting with `_` are partials, not pages (the docs plugin skips them). */
export function guidePageFiles(dir: string = GUIDE_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('_')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return guidePageFiles(path);
    return /\.mdx?$/.test(entry.name) ? [relative(GUIDE_DIR, path)] : [];
  });
}

/** Guide routes that are not in `known` (the routes of routes.json), sorted. */
export function extraGuideRoutes(known: readonly string[]): string[] {
  const listed = new Set(known);
  return guidePageFiles()
    .map(guideRoute)
    .filter((route) => !listed.has(route))
    .sort();
}
