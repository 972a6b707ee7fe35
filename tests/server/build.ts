/** The build the server under test serves, and what it generated for the server. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import routesFile from '../fixtures/routes.json';
import { extraGuideRoutes } from '../support/guidePages';

export const projectDir = path.resolve(__dirname, '..', '..');
export const buildDir = path.join(projectDir, 'build');

const listedRoutes = routesFile.routes.map((route) => route.path);
/** Every route the specification lists, and the guide pages added beyond it (found from docs/guide). */
export const specRoutes: string[] = [...listedRoutes, ...extraGuideRoutes(listedRoutes)];

/**
 * Where the specification's list spells a page differently from the engine:
 * the docs landing page is `/docs` in the list and `/docs/` to the engine (its
 * canonical link, and the file docs/index.html). The server answers the
 * engine's address and redirects the other, as for every index page.
 */
export const specSpellings: Readonly<Record<string, string>> = { '/docs': '/docs/' };

/** A route's canonical address, the one that answers 200. */
export function canonical(route: string): string {
  return specSpellings[route] ?? route;
}

/** The same page with the other trailing-slash form. */
export function otherSpelling(route: string): string {
  return route.endsWith('/') ? route.slice(0, -1) : `${route}/`;
}

/** Build files (paths relative to build/, with forward slashes). */
export function buildFiles(): string[] {
  return readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export function readBuildFile(file: string): Buffer {
  return readFileSync(path.join(buildDir, file));
}

/** The headers and redirects the server-config plugin generated with this build. */
export function generatedHeaders(): Record<string, string> {
  const file = path.join(projectDir, 'deploy/generated/headers.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { headers: Record<string, string> }).headers;
}

/** The first built file whose name matches, e.g. the main script or the style sheet. */
export function assetMatching(pattern: RegExp): string {
  const file = buildFiles().find((f) => pattern.test(f));
  if (!file) throw new Error(`no build file matches ${pattern}`);
  return file;
}
