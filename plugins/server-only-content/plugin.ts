import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import { contentFile, serverOnlyFlag, valuesRecordOf } from './index';

/** Where the build lists each route's values file (`serverOnlyContentRoutes`). */
const routesFile = 'assets/content/routes.json';
/** Defined for the browser: the address of `routesFile`. */
export const serverOnlyRoutesUrl = '__SERVER_ONLY_CONTENT_ROUTES__';

/** Every route with a page module, nested routes flattened. */
function pageRoutes(routes: readonly RouteConfig[]): { path: string; source: string }[] {
  return routes.flatMap((route) => {
    const content = route.modules?.content;
    const own = typeof content === 'string' ? [{ path: route.path, source: content }] : [];
    return [...own, ...pageRoutes(route.routes ?? [])];
  });
}

/**
 * Route path (no trailing slash) → address of its page's values file, for
 * the pages that have one. A navigation fetches the new page's values as it
 * starts, alongside the page's code (src/lib/pageValues.ts), instead of
 * after the page module is evaluated. Only a head start: each page module
 * still names its own file, so a stale or missing entry costs a fetch, never
 * a wrong value.
 */
export function serverOnlyContentRoutes(
  routes: readonly RouteConfig[],
  { siteDir, outDir, baseUrl }: { siteDir: string; outDir: string; baseUrl: string },
): Record<string, string> {
  const listed: Record<string, string> = {};
  for (const route of pageRoutes(routes)) {
    const record = valuesRecordOf(path.resolve(siteDir, route.source.replace(/^@site\//, '')));
    if (!existsSync(record)) continue;
    const file = `assets/content/values.${readFileSync(record, 'utf8')}.json`;
    if (existsSync(path.join(outDir, file))) listed[route.path.replace(/(.)\/$/, '$1')] = baseUrl + file;
  }
  return listed;
}

/**
 * The bundler's side of ./index.ts:
 * - defines its flag: true where the values must stay inline (the server
 *   bundle; the development server, whose pages have no server HTML to
 *   keep), false in the production browser bundle, whose minifier then
 *   drops the inline values;
 * - emits each page's values as a file named by its content, under
 *   assets/content/ (long-cached like the scripts), for the browser bundle;
 * - after the build, lists which route fetches which file (`routesFile`).
 */
export default function serverOnlyContentPlugin({ baseUrl }: LoadContext): Plugin {
  return {
    name: 'server-only-content',
    configureWebpack(config, isServer, { currentBundler }) {
      const inline = isServer || config.mode !== 'production';
      return {
        plugins: [
          new currentBundler.instance.DefinePlugin({
            [serverOnlyFlag]: JSON.stringify(inline),
            [serverOnlyRoutesUrl]: JSON.stringify(baseUrl + routesFile),
          }),
        ],
        module: {
          rules: [
            {
              test: contentFile,
              dependency: 'url',
              type: 'asset/resource',
              // The file's name is already the digest of its content.
              generator: { filename: 'assets/content/values.[name][ext]', emit: !isServer },
            },
          ],
        },
      };
    },
    async postBuild({ routes, siteDir, outDir }) {
      const listed = serverOnlyContentRoutes(routes, { siteDir, outDir, baseUrl });
      // A development build (`docusaurus build --dev`) keeps the values inline: no folder yet.
      mkdirSync(path.join(outDir, path.dirname(routesFile)), { recursive: true });
      writeFileSync(path.join(outDir, routesFile), JSON.stringify(listed));
    },
  };
}
