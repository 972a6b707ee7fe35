/**
 * The Mermaid diagrams in docs/, as the pages show them, and the check that a
 * page draws each of them at build time (plugins/rehype-mermaid-svg): inline
 * SVG from the fence as it is now, with its accTitle and accDescr as the
 * SVG's title and description. routes.spec.ts runs it in each page's one
 * visit; diagrams.spec.ts checks the fences themselves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { diagramDigest } from '../../plugins/rehype-mermaid-svg/digest';
import { expandBrandTokens } from '../../src/brand';
import { expandFactTokens } from '../../src/data/facts';

export interface Diagram {
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

export function diagramsInDocs(): Diagram[] {
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

export const diagrams = diagramsInDocs();

/** Each diagram of the page at `route` (none for most pages) is drawn, accessible and selectable. */
export async function expectDiagramsDrawn(page: Page, route: string): Promise<void> {
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
}
