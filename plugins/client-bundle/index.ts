import type { Plugin } from '@docusaurus/types';

/**
 * Three settings of the bundler's public options for the browser bundle:
 * - lazy chunk files named by chunk id, not by the engine's chunk names: the
 *   bundler's runtime, in every page's first load, then maps ids to content
 *   hashes only, not to names as well (130 names, 0.8 KiB gzip). The
 *   engine's prefetch still finds a chunk's file from its name (its own map,
 *   name to id, is unchanged). The entry scripts keep their names.
 * - every script opens with V8's compile hint `//# allFunctionsCalledOnLoad`
 *   (Chromium 136+; to other engines it is only a comment). By default V8
 *   pre-parses a script's functions and compiles each on the main thread when
 *   it is first called, in the long tasks that evaluate the main bundle and
 *   hydrate the page. With the hint it compiles them while the script streams
 *   in, off the main thread. Nearly all of this site's code runs as soon as
 *   it loads (the entry scripts on every first load, a route chunk when its
 *   page renders, an on-demand chunk when the reader has asked for it). About
 *   25 bytes gzip per script.
 * - library code that two or more lazy chunks share goes in a chunk of its
 *   own from 512 bytes, not copied into each (the bundler's default minimum
 *   is 20 kB): docs pages loaded the theme's collapsible twice.
 */
/** Must be the script's first line. */
export const eagerCompileHint = '//# allFunctionsCalledOnLoad';

export default function clientBundlePlugin(): Plugin {
  return {
    name: 'client-bundle',
    configureWebpack(config, isServer, { currentBundler }) {
      if (isServer || config.mode !== 'production') return {};
      return {
        output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' },
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Library code that two or more lazy chunks share, in a chunk of
              // its own rather than a copy in each (below the bundler's default
              // minimum size of 20 kB, each chunk got a copy). The docs layout
              // and the doc page, which every docs page loads together, both
              // carried the theme's collapsible (0.9 KiB gzip).
              sharedLazy: {
                chunks: 'async',
                test: /[\\/]node_modules[\\/]/,
                minChunks: 2,
                minSize: 512,
                priority: -5,
                reuseExistingChunk: true,
              },
            },
          },
        },
        plugins: [
          new currentBundler.instance.BannerPlugin({
            banner: eagerCompileHint,
            raw: true,
            test: /\.js$/,
            // After minification, which would drop the comment; before the
            // content hashes are computed, so the file name covers it.
            stage: currentBundler.instance.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
