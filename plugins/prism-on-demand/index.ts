import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { prismLanguagesClientModule } from '../../src/engineInternals/node';

/**
 * Keeps Prism out of the JavaScript every page loads.
 *
 * The classic theme adds the extra Prism languages (config/prism.ts) from a
 * client module, which puts all of Prism into the main bundle (~30 KiB gzip,
 * a fifth of it) although only code blocks use it. This swaps that one
 * module for an empty one; src/components/HighlightedCodeBlock registers the
 * languages instead, in the chunk that code blocks load on demand.
 */
export default function prismOnDemand(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            prismLanguagesClientModule,
            path.join(__dirname, 'emptyClientModule.js'),
          ),
        ],
      };
    },
  };
}
