/**
 * Mermaid diagrams are drawn at build time (plugins/rehype-mermaid-svg): every
 * fence has an accTitle and an accDescr, every page with one is visited by
 * routes.spec.ts, which checks its drawings there (tests/e2e/diagrams.ts), and
 * no script in the build carries a diagram runtime.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { diagrams } from './diagrams';
import { expect, routes, test } from './fixtures';

test('the docs have diagrams, each with an accTitle and an accDescr', () => {
  expect(diagrams.length, 'no ```mermaid fence found in docs/: did the fences change their syntax?').toBeGreaterThan(0);
  for (const diagram of diagrams) {
    expect(diagram.title, `${diagram.file}: add an accTitle: line to its diagram`).not.toBe('');
    expect(diagram.description, `${diagram.file}: add an accDescr: line to its diagram`).not.toBe('');
  }
});

test('no script in the build carries the Mermaid runtime', () => {
  const scriptDir = path.join('build', 'assets', 'js');
  const withRuntime = readdirSync(scriptDir)
    .filter((file) => file.endsWith('.js') && readFileSync(path.join(scriptDir, file), 'utf8').includes('mermaidAPI'))
    .map((file) => `build/assets/js/${file}`);
  expect(withRuntime, 'these scripts carry Mermaid: diagrams must be drawn at build time').toEqual([]);
});

test('every page with a diagram is one of the routes whose visit checks its drawings', () => {
  const visited = new Set(routes.map((route) => route.path));
  const unvisited = [...new Set(diagrams.map((d) => d.route))].filter((route) => !visited.has(route));
  expect(unvisited, 'routes.spec.ts visits these pages and checks their diagrams: add them to its routes').toEqual([]);
});
