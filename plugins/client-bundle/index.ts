import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * What every page's first load carries about all the other pages, made
 * smaller in the browser bundle:
 * - the route registry without the modules' names, which only the server
 *   reads (./withoutServerModuleNames.cjs): 1.0 KiB gzip;
 * - chunk files named by chunk id, not by the engine's chunk names: the
 *   bundler's runtime then maps ids to content hashes only, not to names
 *   as well (130 names, 0.8 KiB gzip). The engine's prefetch still finds a
 *   chunk's file from its name (its own map, name to id, is unchanged).
 *   The entry scripts (main, runtime~main) keep their names.
 */
export default function clientBundlePlugin(context: LoadContext): Plugin {
  return {
    name: 'client-bundle',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return {
        ...(config.mode === 'production' && { output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' } }),
        module: {
          rules: [
            {
              test: path.join(context.generatedFilesDir, 'registry.js'),
              enforce: 'pre',
              use: [{ loader: path.join(__dirname, 'withoutServerModuleNames.cjs') }],
            },
          ],
        },
      };
    },
  };
}
