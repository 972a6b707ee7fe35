import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'node:querystring';
import type {
  LoadContext,
  Plugin,
  PluginIdentifier,
  PluginRouteConfig,
  RouteConfig,
  RouteModules,
} from '@docusaurus/types';
import { notFoundPage, routePropsModule } from '../../src/engineInternals/node';

/**
 * Each page's HTML lists the scripts its start-up needs, after the entry
 * scripts: the route chunks (layouts, the page's MDX, their data) and the
 * library chunks they share.
 *
 * Without them a page lists only the runtime and the main bundle, and the
 * route chunks are found when the main bundle runs: the engine's start-up
 * `preload()` asks the bundler's runtime for them, which then adds a script
 * element per chunk (eleven on a guide page) and fetches them one round trip
 * after the main bundle. Listed in the HTML, they download beside the main
 * bundle; the runtime finds each already in the page by its address and
 * adds nothing. The engine means to list them (its page template is given a
 * page's scripts), but with the faster bundler its manifest names chunk
 * groups by chunk name while it looks them up by module path, and finds none.
 *
 * The scripts are `defer`, after the main bundle: they run once the document
 * is parsed, in order, after the main bundle, as the runtime would have run
 * them. Nothing else changes: the same files, loaded by the same page.
 */

/** A module of a route: the registry's import string (as the engine's `getModulePath` writes it, with Node's querystring). */
function requestOf(module: string | { path: string; query?: Record<string, string> }): string {
  if (typeof module === 'string') return module;
  const query = module.query ? `?${stringify(module.query)}` : '';
  return `${module.path}${query}`;
}

function isModule(value: unknown): value is string | { __import: true; path: string } {
  return typeof value === 'string' || (typeof value === 'object' && value !== null && '__import' in value);
}

function moduleRequests(modules: RouteModules | RouteModules[keyof RouteModules] | undefined): string[] {
  if (modules === undefined) return [];
  if (isModule(modules)) return [requestOf(modules)];
  if (Array.isArray(modules)) return modules.flatMap(moduleRequests);
  return Object.values(modules).flatMap(moduleRequests);
}

export interface PageRequests {
  /** The route's path, as the engine writes its HTML. */
  path: string;
  /** Import requests of the route and every route above it, outermost first. */
  requests: string[];
}

/**
 * Every page route (a route with no routes below it), with the modules it
 * and its parents load; and the not-found page, which the engine renders
 * from its catch-all route.
 */
export function pageRequests(routes: readonly PluginRouteConfig[]): PageRequests[] {
  return [
    ...routes.flatMap((route) => pagesBelow(route, route.plugin, [])),
    { path: notFoundPage.path, requests: [notFoundPage.request] },
  ];
}

function pagesBelow(route: RouteConfig, plugin: PluginIdentifier, above: readonly string[]): PageRequests[] {
  const props = routePropsModule(route, plugin);
  const own = [
    ...above,
    requestOf(route.component),
    ...moduleRequests(route.context),
    ...moduleRequests(route.modules),
    ...(props ? [props] : []),
  ];
  if (!route.routes?.length) return [{ path: route.path, requests: own }];
  return route.routes.flatMap((child) => pagesBelow(child, plugin, own));
}

/** The HTML file the engine writes for a route (no `trailingSlash` setting: `<path>/index.html`). */
export function htmlFileOf(outDir: string, routePath: string): string {
  if (routePath.endsWith('.html')) return path.join(outDir, routePath);
  return path.join(outDir, routePath, 'index.html');
}

/**
 * The page's HTML with `scripts` (addresses) listed after the last of the
 * `entryScripts`, or an error when the HTML does not list the entry scripts
 * as the engine's template writes them.
 */
export function withPageScripts(html: string, entryScripts: readonly string[], scripts: readonly string[]): string {
  const listed = new Set([...html.matchAll(/<script src=["']?([^"'\s>]+)/g)].map((match) => match[1]));
  const missing = scripts.filter((script) => !listed.has(script));
  if (missing.length === 0) return html;
  const last = entryScripts.at(-1);
  const tag =
    last === undefined ? -1 : html.search(new RegExp(`<script src=["']?${escapeRegExp(last)}["']?[^>]*></script>`));
  if (tag === -1) throw new Error(`page-scripts: the page does not list its entry script ${last ?? '(none)'}`);
  const end = html.indexOf('</script>', tag) + '</script>'.length;
  const tags = missing.map((script) => `<script src=${script} defer></script>`).join('');
  return html.slice(0, end) + tags + html.slice(end);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface ChunkGroupLike {
  origins: { request?: string }[];
  getFiles(): string[];
}

/** Import request → the script files its chunk group loads (its own chunk and the shared chunks it needs). */
export function scriptsByRequest(chunkGroups: readonly ChunkGroupLike[], publicPath: string): Map<string, string[]> {
  const scripts = new Map<string, string[]>();
  for (const group of chunkGroups) {
    const files = group
      .getFiles()
      .filter((file) => file.endsWith('.js'))
      .map((file) => publicPath + file);
    for (const { request } of group.origins) if (request) scripts.set(request, files);
  }
  return scripts;
}

export default function pageScriptsPlugin({ baseUrl }: LoadContext): Plugin {
  let entryScripts: string[] = [];
  let byRequest = new Map<string, string[]>();
  return {
    name: 'page-scripts',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        plugins: [
          {
            apply(compiler: {
              hooks: {
                afterEmit: {
                  tap(
                    name: string,
                    callback: (compilation: {
                      chunkGroups: readonly ChunkGroupLike[];
                      entrypoints: ReadonlyMap<string, ChunkGroupLike>;
                    }) => void,
                  ): void;
                };
              };
            }) {
              compiler.hooks.afterEmit.tap('page-scripts', (compilation) => {
                byRequest = scriptsByRequest(compilation.chunkGroups, baseUrl);
                entryScripts = (compilation.entrypoints.get('main')?.getFiles() ?? [])
                  .filter((file) => file.endsWith('.js'))
                  .map((file) => baseUrl + file);
              });
            },
          },
        ],
      };
    },
    async postBuild({ routes, outDir }) {
      // A development build (`docusaurus build --dev`) has no such bundle.
      if (entryScripts.length === 0) return;
      await Promise.all(
        pageRequests(routes).map(async (page) => {
          const file = htmlFileOf(outDir, page.path);
          const html = await readFile(file, 'utf8').catch((error: unknown) => {
            throw new Error(`page-scripts: no page for the route ${page.path} at ${file}`, { cause: error });
          });
          const scripts = [...new Set(page.requests.flatMap((request) => byRequest.get(request) ?? []))];
          const updated = withPageScripts(html, entryScripts, scripts);
          if (updated === html) return;
          // Other plugins read the pages in their postBuild, at the same
          // time: a page is replaced whole, never seen half written.
          await writeFile(`${file}.page-scripts`, updated);
          await rename(`${file}.page-scripts`, file);
        }),
      );
    },
  };
}
