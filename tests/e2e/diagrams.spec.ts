/**
 * Mermaid diagrams are drawn at build time (plugins/rehype-mermaid-svg): each
 * page with a ```mermaid fence shows an inline SVG drawn from the fence as it
 * is now in docs/, with its accTitle and accDescr as the SVG's title and
 * description; and no script in the build carries a diagram runtime.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { diagramDigest } from '../../plugins/rehype-mermaid-svg/digest';
import { expandBrandTokens } from '../../src/brand';
import { expandFactTokens } from '../../src/data/facts';
import { expect, sharedPageTest, test, waitForHydration } from './fixtures';

interface Diagram {
  file: string;
  route: string;
  source: string;
  title: string;
  description: string;
}

/** docs/a/b.mdx → /docs/a/b; docs/a/index.md → /docs/a/ (none of these pages sets a slug). */
function routeOf(file: string): string {
  const withoutExtension = file.replace(/\.mdx?$/, '');
  return withoutExtension.endsWith('/index')
    ? `/${withoutExtension.slice(0, -'index'.length)}`
    : `/${withoutExtension}`;
}

function diagramsInDocs(): Diagram[] {
  const files = (readdirSync('docs', { recursive: true }) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join('docs', file).split(path.sep).join('/'));
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^```mermaid\n([\s\S]*?)^```/gm)].map((match) => {
      // The page shows the fence with its tokens expanded (plugins/remark-brand-tokens).
      const source = expandFactTokens(expandBrandTokens(match[1]!)).replace(/\n$/, '');
      const line = (keyword: string) => new RegExp(`^\\s*${keyword}\\s*:\\s*(.+)$`, 'm').exec(source)?.[1]?.trim();
      return { file, route: routeOf(file), source, title: line('accTitle') ?? '', description: line('accDescr') ?? '' };
    }),
  );
}

const diagrams = diagramsInDocs();

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

for (const route of [...new Set(diagrams.map((d) => d.route))]) {
  sharedPageTest(
    `${route}: its diagrams are inline SVG drawn from the current source`,
    async ({ sharedPage: page }) => {
      await page.goto(route);
      await waitForHydration(page);
      for (const diagram of diagrams.filter((d) => d.route === route)) {
        const figure = page.locator(`.mermaid-diagram[data-diagram-sha256="${diagramDigest(diagram.source)}"]`);
        await expect(
          figure,
          `${diagram.file}: no drawing of the diagram's current source; rebuild the site (plugins/rehype-mermaid-svg draws it)`,
        ).toHaveCount(1);
        const svg = figure.locator('svg');
        await expect(svg).toBeVisible();
        await expect(svg.locator('title')).toHaveText(diagram.title);
        await expect(svg.locator('desc')).toHaveText(diagram.description);
        // The accessible name and description point at them.
        const titleId = await svg.locator('title').getAttribute('id');
        await expect(svg).toHaveAttribute('aria-labelledby', titleId!);
        // Labels are SVG text the reader can select, in the light theme's colours.
        const text = await svg.locator('text').allTextContents();
        expect(text.join(' ').length, `${diagram.file}: the drawing has no text labels`).toBeGreaterThan(0);
        expect(await svg.evaluate((element) => getComputedStyle(element).userSelect)).not.toBe('none');
      }
    },
  );
}
