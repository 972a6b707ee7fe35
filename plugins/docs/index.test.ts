import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteConfig } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import sidebars from '../../sidebars';
import { withoutDocsMap } from './index';

const versionRoute: RouteConfig = {
  path: '/docs',
  component: '@theme/DocsRoot',
  routes: [
    {
      path: '/docs',
      component: '@theme/DocVersionRoot',
      props: {
        version: {
          version: 'current',
          docsSidebars: { guide: [{ type: 'link', href: '/docs/guide/intro', label: 'Introduction' }] },
          docs: {
            'guide/intro': { id: 'guide/intro', title: 'Introduction', description: 'Start here.', sidebar: 'guide' },
          },
        },
      },
      routes: [{ path: '/docs/guide/intro', component: '@theme/DocItem', props: { description: 'kept' } }],
    },
  ],
};

describe('docs plugin: version data without the map of docs', () => {
  it('empties the map of docs in the version prop of a nested route and keeps the rest', () => {
    const [version] = withoutDocsMap(versionRoute).routes!;
    expect(version!.props!.version).toEqual({
      version: 'current',
      docsSidebars: { guide: [{ type: 'link', href: '/docs/guide/intro', label: 'Introduction' }] },
      docs: {},
    });
    // Other routes' props, a page's own description among them, are untouched.
    expect(version!.routes![0]!.props).toEqual({ description: 'kept' });
    // The engine's route is not changed in place.
    expect(versionRoute.routes![0]!.props!.version).toHaveProperty(['docs', 'guide/intro', 'title']);
  });

  // The map is read only by doc cards: keep the site free of them, or keep the map.
  it('no sidebar category has a generated index', () => {
    const generatedIndexes = JSON.stringify(sidebars).match(/"type":"generated-index"/g);
    expect(generatedIndexes).toBeNull();
  });

  it('no page or component shows doc cards', () => {
    const sources = ['docs', 'src'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(mdx?|tsx?)$/.test(file))
        .map((file) => path.join(dir, file)),
    );
    expect(sources.length).toBeGreaterThan(50);
    const readers = sources.filter((file) => /DocCard|useDocById/.test(readFileSync(file, 'utf8')));
    expect(readers).toEqual([]);
  });
});

// src/theme/DocItem/Footer, ContentVisibility, DocVersionBanner and
// DocVersionBadge render nothing (and fail the build if a page needs them):
// keep the site without what they would show.
describe('docs features the theme leaves out', () => {
  const docs = readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => readFileSync(path.join('docs', file), 'utf8'));

  it('no doc has tags, a last-update date, or is unlisted or a draft', () => {
    expect(docs.length).toBeGreaterThan(100);
    const frontMatters = docs.map((source) => /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '');
    expect(frontMatters.filter((front) => /^(tags|last_update|unlisted|draft):/m.test(front))).toEqual([]);
  });

  it('the docs plugin has one version, no edit links and no last-update dates', () => {
    const config = readFileSync('docusaurus.config.ts', 'utf8');
    expect(config).not.toMatch(/^\s*(editUrl|showLastUpdate\w*|onlyIncludeVersions|banner|badge)\s*:/m);
    expect(readdirSync('.').filter((file) => /^versioned_|^versions\.json$/.test(file))).toEqual([]);
  });
});
