import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteConfig } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import sidebars from '../../sidebars';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { absentFeatures, commonFolder, splitBySidebar, withoutDocsMap, withSidebarsSplit } from './index';

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

describe('docs plugin: each page gets only its own sidebar', () => {
  const sidebar = (name: string) => [{ type: 'link', href: `/docs/${name}`, label: name }];
  const page = (path: string, sidebar?: string) => ({ path, component: '@theme/DocItem', exact: true, sidebar });
  const version = (pages: ReturnType<typeof page>[]): RouteConfig => ({
    path: '/docs',
    component: '@theme/DocVersionRoot',
    props: {
      version: { version: 'current', docsSidebars: { guide: sidebar('guide'), api: sidebar('api') }, docs: {} },
    },
    routes: [{ path: '/docs', component: '@theme/DocRoot', routes: pages }],
  });
  const sidebarsOf = (route: RouteConfig) =>
    Object.keys((route.props!.version as { docsSidebars: object }).docsSidebars);
  const pathsOf = (route: RouteConfig) => route.routes![0]!.routes!.map((child) => child.path);

  it('gives each sidebar that fills a folder of its own a version route for that folder, with that sidebar alone, before the rest', () => {
    const routes = splitBySidebar(
      version([
        page('/docs/'),
        page('/docs/api/', 'api'),
        page('/docs/api/refunds/create', 'api'),
        page('/docs/guide/intro', 'guide'),
      ]),
    );
    expect(routes.map((route) => [route.path, sidebarsOf(route), route.routes![0]!.path, pathsOf(route)])).toEqual([
      ['/docs/guide', ['guide'], '/docs/guide', ['/docs/guide/intro']],
      ['/docs/api', ['api'], '/docs/api', ['/docs/api/', '/docs/api/refunds/create']],
      ['/docs', [], '/docs', ['/docs/']],
    ]);
    // The rest of the version data, and the docs layout route, are the engine's.
    expect(routes[0]!.props!.version).toMatchObject({ version: 'current', docs: {} });
    expect(routes[0]!.component).toBe('@theme/DocVersionRoot');
    expect(routes[0]!.routes![0]!.component).toBe('@theme/DocRoot');
  });

  it('keeps a sidebar with the other pages when its folder holds another page', () => {
    // The guide's folder also holds a page of no sidebar: it stays in the shared route.
    const routes = splitBySidebar(
      version([page('/docs/api/create', 'api'), page('/docs/guide/intro', 'guide'), page('/docs/guide/loose')]),
    );
    expect(routes.map((route) => [route.path, sidebarsOf(route)])).toEqual([
      ['/docs/api', ['api']],
      ['/docs', ['guide']],
    ]);
    // With every page in a folder of its own sidebar, no shared route is left.
    expect(
      splitBySidebar(version([page('/docs/api/create', 'api'), page('/docs/guide/intro', 'guide')])).map(
        (route) => route.path,
      ),
    ).toEqual(['/docs/guide', '/docs/api']);
    expect(pathsOf(routes[1]!)).toEqual(['/docs/guide/intro', '/docs/guide/loose']);
  });

  it("splits nothing when the sidebars' pages share the version's root folder", () => {
    const route = version([page('/docs/intro', 'guide'), page('/docs/create', 'api')]);
    expect(splitBySidebar(route)).toEqual([route]);
  });

  it('splits a version route nested in the docs root route', () => {
    const root: RouteConfig = {
      path: '/docs',
      component: '@theme/DocsRoot',
      routes: [version([page('/docs/api/create', 'api'), page('/docs/guide/intro', 'guide')])],
    };
    expect(withSidebarsSplit(root).routes!.map((route) => route.path)).toEqual(['/docs/guide', '/docs/api']);
  });

  it('finds the folder paths share, at a folder boundary', () => {
    expect(commonFolder(['/docs/api/a', '/docs/api/b/c'])).toBe('/docs/api/');
    expect(commonFolder(['/docs/api/', '/docs/apix/'])).toBe('/docs/');
    expect(commonFolder(['/docs/api/x'])).toBe('/docs/api/');
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

  it('fails the build, naming the doc and the file to delete, when a doc or version needs one of them', () => {
    const doc = { source: '@site/docs/guide/intro.md', tags: [], frontMatter: {}, unlisted: false };
    const version = { versionName: 'current', banner: null, badge: false, docs: [doc] };
    const content = (changes: object, docChanges: object = {}) =>
      ({ loadedVersions: [{ ...version, ...changes, docs: [{ ...doc, ...docChanges }] }] }) as unknown as LoadedContent;
    expect(absentFeatures(content({}))).toEqual([]);
    expect(absentFeatures(content({}, { tags: [{ label: 'a' }] }))).toEqual([
      "@site/docs/guide/intro.md has tags, an edit link or a last-update date, which the site's theme leaves out: " +
        "src/theme/DocItem/Footer renders nothing. Delete that file to get the engine's component back.",
    ]);
    expect(absentFeatures(content({}, { lastUpdatedAt: 1 }))[0]).toContain('src/theme/DocItem/Footer');
    expect(absentFeatures(content({}, { frontMatter: { draft: true } }))[0]).toContain('src/theme/ContentVisibility');
    expect(absentFeatures(content({}, { unlisted: true }))[0]).toContain('src/theme/ContentVisibility');
    expect(absentFeatures(content({ banner: 'unreleased' }))[0]).toMatch(
      /^Docs version current has a banner.*DocVersionBanner/,
    );
    expect(absentFeatures(content({ badge: true }))[0]).toContain('src/theme/DocVersionBadge');
  });

  it('the docs plugin has one version, no edit links and no last-update dates', () => {
    const config = readFileSync('docusaurus.config.ts', 'utf8');
    expect(config).not.toMatch(/^\s*(editUrl|showLastUpdate\w*|onlyIncludeVersions|banner|badge)\s*:/m);
    expect(readdirSync('.').filter((file) => /^versioned_|^versions\.json$/.test(file))).toEqual([]);
  });
});
