import type { Plugin } from '@docusaurus/types';
import { serverOnlyFlag } from './index';

/**
 * Defines the flag that keeps each diagram's SVG markup in the server bundle
 * only (see ./index.ts): true when the server renders the pages' HTML, false
 * in the browser bundle, whose minifier then drops the markup from the
 * pages' JavaScript.
 */
export default function buildTimeDiagramBundles(): Plugin {
  return {
    name: 'build-time-diagram-bundles',
    configureWebpack(_config, isServer, { currentBundler }) {
      return { plugins: [new currentBundler.instance.DefinePlugin({ [serverOnlyFlag]: JSON.stringify(isServer) })] };
    },
  };
}
