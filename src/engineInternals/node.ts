/**
 * The engine's private Node modules and paths, in one place (see README.md).
 */
import path from 'node:path';

/** The `docusaurus` command's script (from the repository root), to run it with this Node and no npx. */
export const docusaurusCliPath = path.resolve('node_modules/@docusaurus/core/bin/docusaurus.mjs');

/**
 * The classic theme's client module that registers the extra Prism languages
 * (…/theme-classic/lib/prism-include-languages), not the theme component
 * …/lib/theme/prism-include-languages it calls. plugins/prism-on-demand swaps
 * the module for an empty one at bundle time.
 */
export const prismLanguagesClientModule = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
