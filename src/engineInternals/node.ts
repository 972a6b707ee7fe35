/**
 * The engine's private Node modules and paths, in one place (see README.md).
 */
import path from 'node:path';
import type { PluginIdentifier, RouteConfig } from '@docusaurus/types';
import { generateRoutePropFilename } from '@docusaurus/core/lib/server/codegen/codegenRoutes';

/** The `docusaurus` command's script (from the repository root), to run it with this Node and no npx. */
export const docusaurusCliPath = path.resolve('node_modules/@docusaurus/core/bin/docusaurus.mjs');

/**
 * The classic theme's client module that registers the extra Prism languages
 * (…/theme-classic/lib/prism-include-languages), not the theme component
 * …/lib/theme/prism-include-languages it calls. plugins/prism-on-demand swaps
 * the module for an empty one at bundle time.
 */
export const prismLanguagesClientModule = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/**
 * The module the engine writes a route's `props` into, as its registry
 * imports it (`@generated/<plugin>/<id>/p/<file>.json`; the file name is
 * …/core/lib/server/codegen/codegenRoutes#generateRoutePropFilename). The
 * routes a plugin's `postBuild` receives still carry `props`, not this module.
 * `plugin` is the one at the top of the route's tree (the engine's
 * `PluginRouteConfig`): routes below it belong to the same plugin.
 */
export function routePropsModule(route: RouteConfig, plugin: PluginIdentifier): string | undefined {
  if (!route.props) return undefined;
  return path.posix.join('@generated', plugin.name, plugin.id, 'p', generateRoutePropFilename(route));
}

/**
 * The not-found page: the engine renders its catch-all route (`*`, which is
 * not among the routes plugins see) into `/404.html`, and that route loads
 * one module, `import('@theme/NotFound')` in
 * …/core/lib/client/exports/ComponentCreator.
 */
export const notFoundPage = { path: '/404.html', request: '@theme/NotFound' } as const;
