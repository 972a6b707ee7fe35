import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { chromiumLaunchOptions } from '../../config/chromium';
import { darkDrawingsDir } from './constants';
import { darkDrawing, missingAccessibilityLines } from './index';
import { prefetchDrawings } from './prefetch';
import { diagramSources } from './sources';

/**
 * The diagrams' side of the build, beside the rehype plugin that draws each
 * fence (./index.ts): when it is created, starts drawing every diagram of
 * `docs/`, well before the bundler reaches their pages (./prefetch.ts),
 * while the engine loads the site on one core. (The drawing's markup stays
 * out of the browser bundle through plugins/server-only-content.)
 *
 * After the build it writes each diagram's dark drawing to
 * `assets/diagrams/dark-<content hash>.svg`, the file its page fetches in
 * dark mode (src/components/BuildTimeDiagram). They are written here, from
 * the docs' sources, rather than by the pages as the bundler compiles them:
 * a page the bundler had cached is not compiled again.
 *
 * Passed to the config as a function, not a path, so that it shares the
 * drawings with the rehype plugin (one module instance).
 */
export default function mermaidDiagramsPlugin(context: LoadContext): Plugin {
  const sources = diagramSources(path.join(context.siteDir, 'docs'));
  // Not awaited: the engine goes on loading and bundling while the browser
  // draws. A failure is the pages' to report: each draws its own then.
  void prefetchDrawings(sources);
  return {
    name: 'mermaid-diagrams',
    async postBuild({ outDir }) {
      // Without a browser the pages show their diagrams' source and name no dark drawing (./index.ts).
      if (!existsSync(chromiumLaunchOptions.executablePath)) return;
      // A diagram without its accessibility lines has failed its page already.
      const drawable = sources.filter((source) => missingAccessibilityLines(source).length === 0);
      const dir = path.join(outDir, darkDrawingsDir);
      await mkdir(dir, { recursive: true });
      for (const { svg, fileName } of await Promise.all(drawable.map(darkDrawing))) {
        await writeFile(path.join(dir, fileName), svg);
      }
    },
  };
}
