import { describe, expect, it } from 'vitest';
import routesFile from '../fixtures/routes.json';
import { extraGuideRoutes, guidePageFiles, guideRoute } from '../support/guidePages';
import sidebars from '../../sidebars';

describe('guide pages beyond routes.json', () => {
  it('maps source files to site paths the way the docs plugin does', () => {
    expect(guideRoute('intro.md')).toBe('/docs/guide/intro');
    expect(guideRoute('developer_handbook/refunds/index.md')).toBe('/docs/guide/developer_handbook/refunds/');
    expect(guideRoute('developer_handbook/webhooks.mdx')).toBe('/docs/guide/developer_handbook/webhooks');
  });

  it('finds every guide route of routes.json from the source files (so the mapping is right)', () => {
    const fromFiles = new Set(guidePageFiles().map(guideRoute));
    const listed = routesFile.routes.map((route) => route.path).filter((path) => path.startsWith('/docs/guide/'));
    expect(
      listed.filter((path) => !fromFiles.has(path)),
      'routes.json guide paths with no source file',
    ).toEqual([]);
  });

  it('puts every extra page in the guide sidebar, so readers can reach it', () => {
    const ids = JSON.stringify(sidebars.guide);
    const missing = extraGuideRoutes(routesFile.routes.map((route) => route.path))
      .map((route) => route.replace(/^\/docs\//, '').replace(/\/$/, '/index'))
      .filter((id) => !ids.includes(`"${id}"`));
    expect(missing, 'add these doc ids to the guide sidebar in sidebars.ts').toEqual([]);
  });
});
