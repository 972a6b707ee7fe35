import type { Plugin } from '@docusaurus/types';

/**
 * The engine's PostCSS step (postcss-loader, on every stylesheet, on the
 * build's main thread while it also compiles the MDX), configured to do only
 * what this site needs:
 *
 * - `config: false`: the site has no PostCSS config file, and without this
 *   the loader searched for one (28 names in every folder up to /) for each
 *   stylesheet: 0.75 s of a cold build's main thread.
 * - no postcss-preset-env: with the faster bundler, Lightning CSS minifies
 *   the stylesheets for the same browserslist targets (package.json) and
 *   adds the prefixes and fallbacks they need itself. The preset's ~60
 *   passes cost another 0.9 s; the built stylesheet differs only in which
 *   prefixes it carries (-moz-column-gap where the preset wrote
 *   -webkit-text-decoration) and in a shorter :not(:is(…)) selector.
 */
export const postcssOptions = { config: false, plugins: [] } as const;

export default function postcssOptionsPlugin(): Plugin {
  return {
    name: 'postcss-options',
    configurePostCss(options) {
      return { ...options, ...postcssOptions, plugins: [...postcssOptions.plugins] };
    },
  };
}
