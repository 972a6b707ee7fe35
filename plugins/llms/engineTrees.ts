/**
 * The docs engine's own parse of each page, handed to the Markdown export
 * (./index.ts) so that a build parses every page once, not twice.
 *
 * A remark plugin, placed in the docs plugin's `beforeDefaultRemarkPlugins`
 * after the brand tokens' plugin: the tree it sees is the page as the
 * engine parsed it (MDX, GFM, directives, front matter), tokens expanded,
 * before the engine's own plugins change it. It hands each tree, as JSON,
 * to whoever listens: in a production build, the llms plugin, which posts it
 * to its worker thread. Parsing the pages again there was 2.0 to 2.5 s of the
 * conversion's 5 s of CPU, and a cold build waited 2.2 to 2.5 s in postBuild
 * for the conversion's last stretch (0.1 s without; perf/README.md).
 *
 * A page the bundler takes from its cache (a warm build) is not compiled, so
 * no tree comes for it: the export then parses its source (./markdown.ts
 * parseMdx, the same syntax). Nothing listens in `docusaurus start` or in
 * test builds, and the plugin then costs nothing.
 */
import type { Root } from 'mdast';

export type EngineTreeListener = (file: string, treeJson: string) => void;

/**
 * One set per process, not per module instance: the engine loads the site
 * config (which imports the remark plugin) and plugins given by path with
 * jiti and without the require cache, so this file can be evaluated more
 * than once in a build.
 */
const listeners: Set<EngineTreeListener> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('docs-site/llms/engine-tree-listeners')
] ??= new Set<EngineTreeListener>()) as Set<EngineTreeListener>;

/** Receives every tree the engine parses from now on; returns the unsubscribe function. */
export function onEngineTree(listener: EngineTreeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The tree as JSON without what the conversion never reads: positions, and
 * the estree MDX attaches to expressions and imports (their source text
 * stays in `value`). 3.1 MB for all pages, in about 55 ms.
 */
export function treeJson(tree: Root): string {
  return JSON.stringify(tree, (key, value: unknown) => (key === 'position' || key === 'estree' ? undefined : value));
}

export default function remarkEngineTrees() {
  return (tree: Root, file: { path: string }): void => {
    if (listeners.size === 0) return;
    const json = treeJson(tree);
    for (const listener of listeners) listener(file.path, json);
  };
}
