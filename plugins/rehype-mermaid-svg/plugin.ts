import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { prefetchDrawings } from './prefetch';
import { diagramSources } from './sources';

/**
 * The diagrams' side of the build, beside the rehype plugin that draws each
 * fence (./index.ts): when it is created, starts drawing every diagram of
 * `docs/`, well before the bundler reaches their pages (./prefetch.ts),
 * while the engine loads the site on one core. (The drawing's markup stays
 * out of the browser bundle through plugins/server-only-content.)
 *
 * Passed to the config as a function, not a path, so that it shares the
 * drawings with the rehype plugin (one module instance).
 */
export default function mermaidDiagramsPlugin(context: LoadContext): Plugin {
  // Not awaited: the engine goes on loading and bundling while the browser
  // draws. A failure is the pages' to report: each draws its own then.
  void prefetchDrawings(diagramSources(path.join(context.siteDir, 'docs')));
  return { name: 'mermaid-diagrams' };
}
