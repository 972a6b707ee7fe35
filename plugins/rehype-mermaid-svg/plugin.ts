import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { serverOnlyFlag } from './index';
import { prefetchDrawings } from './prefetch';
import { diagramSources } from './sources';

/**
 * The diagrams' side of the build, beside the rehype plugin that draws each
 * fence (./index.ts):
 * - when it is created, starts drawing every diagram of `docs/`, well before
 *   the bundler reaches their pages (./prefetch.ts), while the engine loads
 *   the site on one core;
 * - defines the flag that keeps each drawing's SVG markup in the server
 *   bundle only: true when the server renders the pages' HTML, false in the
 *   browser bundle, whose minifier then drops the markup from the pages'
 *   JavaScript.
 *
 * Passed to the config as a function, not a path, so that it shares the
 * drawings with the rehype plugin (one module instance).
 */
export default function mermaidDiagramsPlugin(context: LoadContext): Plugin {
  // Not awaited: the engine goes on loading and bundling while the browser
  // draws. A failure is the pages' to report: each draws its own then.
  void prefetchDrawings(diagramSources(path.join(context.siteDir, 'docs')));
  return {
    name: 'mermaid-diagrams',
    configureWebpack(_config, isServer, { currentBundler }) {
      return { plugins: [new currentBundler.instance.DefinePlugin({ [serverOnlyFlag]: JSON.stringify(isServer) })] };
    },
  };
}
