import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { baseUrlIssueBannerModule } from '../../src/engineInternals/node';

/**
 * What every page's first load carries that it can do without, made
 * smaller in the browser bundle:
 * - the route registry without the modules' names, which only the server
 *   reads (./withoutServerModuleNames.cjs): 1.0 KiB gzip;
 * - chunk files named by chunk id, not by the engine's chunk names: the
 *   bundler's runtime then maps ids to content hashes only, not to names
 *   as well (130 names, 0.8 KiB gzip). The engine's prefetch still finds a
 *   chunk's file from its name (its own map, name to id, is unchanged).
 *   The entry scripts (main, runtime~main) keep their names.
 * - with the `baseUrlIssueBanner` setting off, as here, no base-URL issue
 *   banner: the engine's component renders nothing then, but its banner
 *   text and script sat in the main bundle (0.7 KiB gzip).
 * - the site metadata without the plugins' versions, which nothing in the
 *   browser reads (./withoutPluginVersions.cjs): 0.2 KiB gzip.
 *
 * And one thing about how the browser starts it: every script opens with
 * V8's compile hint `//# allFunctionsCalledOnLoad` (Chromium 136+; to other
 * engines it is only a comment). By default V8 only pre-parses a script's
 * functions and compiles each on the main thread when it is first called:
 * in the long tasks that evaluate the main bundle and hydrate the page.
 * With the hint it compiles them all while the script streams in, off the
 * main thread. Nearly all of this site's code runs as soon as it loads:
 * the entry scripts on every first load (React, the router, the layout,
 * the route table); a route chunk when its page renders; an on-demand
 * chunk (the highlighter, search, the request builder) when the reader
 * has asked for it. A prefetched chunk is only cached; it is compiled
 * when a navigation runs it. The line costs about 25 bytes gzip per
 * script, 0.3 KiB of a docs page's first load.
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
          output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' },
          plugins: [
            ...(context.siteConfig.baseUrlIssueBanner
              ? []
              : [
                  new currentBundler.instance.NormalModuleReplacementPlugin(
                    baseUrlIssueBannerModule,
                    path.join(__dirname, 'withoutBaseUrlIssueBanner.ts'),
                  ),
                ]),
            new currentBundler.instance.BannerPlugin({
              banner: eagerCompileHint,
              raw: true,
              test: /\.js$/,
              // After minification, which would drop the comment; before the
              // content hashes are computed, so the file name covers it.
              stage: currentBundler.instance.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
          ],
        }),
        module: {
          rules: [
            {
              test: path.join(context.generatedFilesDir, 'registry.js'),
              enforce: 'pre',
              use: [{ loader: path.join(__dirname, 'withoutServerModuleNames.cjs') }],
            },
            {
              test: path.join(context.generatedFilesDir, 'site-metadata.json'),
              enforce: 'pre',
              use: [{ loader: path.join(__dirname, 'withoutPluginVersions.cjs') }],
            },
          ],
        },
      };
    },
  };
}
