/**
 * Mermaid diagrams are drawn at build time (plugins/rehype-mermaid-svg): every
 * fence has an accTitle and an accDescr, every page with one is visited by
 * routes.spec.ts, which checks its drawings there (tests/e2e/diagrams.ts), and
 * no script in the build carries a diagram runtime. A first visit's scripts
 * do not carry the drawing either (it is in the HTML); a page reached by a
 * client-side navigation has it (plugins/server-only-content).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { diagramDigest } from '../../plugins/rehype-mermaid-svg/digest';
import { diagrams, expectDiagramsDrawn } from './diagrams';
import { expect, routes, test, waitForHydration } from './fixtures';
import { watchNetwork } from './network';

const webhooks = '/docs/guide/developer_handbook/webhooks';
const webhooksDiagram = diagrams.find((diagram) => diagram.route === webhooks);

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

test.describe('the drawing of a diagram', () => {
  // The drawing's ids start with this (plugins/rehype-mermaid-svg).
  const svgId = `mermaid-${diagramDigest(webhooksDiagram?.source ?? '').slice(0, 12)}`;

  test("is in a first visit's HTML, not in its scripts", async ({ page }) => {
    expect(webhooksDiagram, `${webhooks} has no diagram: pick a page that has one`).toBeDefined();
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    const network = watchNetwork(page);
    await page.goto(webhooks);
    await waitForHydration(page);
    await network.quiet();
    await expectDiagramsDrawn(page, webhooks);
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(3);
    expect(bodies.filter((body) => body.includes(svgId))).toEqual([]);
  });

  test('is there when a client-side navigation reaches its page', async ({ page }) => {
    await page.goto('/docs/guide/developer_handbook/versioning');
    await waitForHydration(page);
    await page.locator(`nav.menu a.menu__link[href="${webhooks}"]`).click();
    await expect(page).toHaveURL(webhooks);
    await expectDiagramsDrawn(page, webhooks);
    await expect(page.locator(`.mermaid-diagram > svg[id^="${svgId}"]`)).toHaveCount(1);
  });
});
