/**
 * Docusaurus plugin: writes the dashboard mock-ups (render.ts) into
 * `.generated/static/img/dashboard/`, a static directory of the site, when
 * the site loads its content. The pages keep linking `/img/dashboard/<name>.svg`;
 * the files exist before the bundler compiles the pages that show them, and
 * they are gitignored, so only the source (src/data/facts/dashboard.ts) and
 * the renderer can change them.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { renderDashboardMockups } from './render';

/** Where the mock-ups are written, under a directory of `staticDirectories`. */
export const mockupsDir = path.resolve(__dirname, '../../.generated/static/img/dashboard');

export function writeDashboardMockups(dir = mockupsDir): string[] {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const mockups = renderDashboardMockups();
  for (const { file, svg } of mockups) writeFileSync(path.join(dir, file), svg);
  return mockups.map(({ file }) => file);
}

export default function dashboardMockupsPlugin(): Plugin {
  return {
    name: 'dashboard-mockups',
    loadContent() {
      writeDashboardMockups();
    },
  };
}
