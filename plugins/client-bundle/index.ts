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
 *
 * And one thing about how the browser starts it: the entry scripts open
 * with V8's compile hint `//# allFunctionsCalledOnLoad` (Chromium 136+;
 * other engines read a comment). By default V8 only pre-parses a script's
 * functions and compiles each on the main thread when it is first called;
 * with the hint it compiles them all while the script streams in, off the
 * main thread. Nearly all of the entry scripts runs on every first load
 * (React, the router, the layout, the route table), so compiling it
 * eagerly wastes little and takes the lazy compiles out of the long task
 * that evaluates the main bundle. Route chunks are left to the default:
 * many load only for a prefetch, and their code runs later or never.
 */
/** Must be the script's first line. */
export const eagerCompileHint = '//# allFunctionsCalledOnLoad';

export default function clientBundlePlugin(context: LoadContext): Plugin {
  return {
    name: 'client-bundle',
    configureWebpack(config, isServer, { currentBundler }) {
      if (isServer) return {};
      return {
        ...(config.mode === 'production' && {
          plugins: [
            new currentBundler.instance.BannerPlugin({
              banner: eagerCompileHint,
              raw: true,
              entryOnly: true,
              // After minification, which would drop the comment; before the
              // content hashes are computed, so the file name covers it.
              stage: currentBundler.instance.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
          ],
        }),
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
