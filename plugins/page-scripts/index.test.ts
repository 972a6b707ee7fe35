import path from 'node:path';
import type { PluginRouteConfig } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { htmlFileOf, pageRequests, scriptsByRequest, withPageScripts } from './index';

const docs = { name: 'docusaurus-plugin-content-docs', id: 'default' };

describe('pageRequests', () => {
  it('gives each page the modules of its route and of every route above it, props and context included', () => {
    const routes: PluginRouteConfig[] = [
      {
        path: '/docs',
        component: '@theme/DocsRoot',
        plugin: docs,
        context: { plugin: '@generated/docusaurus-plugin-content-docs/default/__plugin.json' },
        routes: [
          {
            path: '/docs/guide',
            component: '@theme/DocVersionRoot',
            props: { version: { version: 'current' } },
            routes: [
              {
                path: '/docs/guide/a',
                component: '@theme/DocItem',
                exact: true,
                modules: { content: '@site/docs/a.md' },
              },
              {
                path: '/docs/guide/b',
                component: '@theme/DocItem',
                exact: true,
                modules: { content: { __import: true, path: '@site/docs/b.md', query: { x: '1' } } },
              },
            ],
          },
        ],
      },
      { path: '/', component: '@site/src/pages/index.tsx', exact: true, plugin: docs },
    ];
    const pages = pageRequests(routes);
    expect(pages.map((page) => page.path)).toEqual(['/docs/guide/a', '/docs/guide/b', '/', '/404.html']);
    expect(pages.at(-1)!.requests).toEqual(['@theme/NotFound']);
    const [a, b] = pages;
    expect(a!.requests.slice(0, 2)).toEqual([
      '@theme/DocsRoot',
      '@generated/docusaurus-plugin-content-docs/default/__plugin.json',
    ]);
    expect(a!.requests).toContain('@theme/DocVersionRoot');
    // The version route's props become a module of the engine's own naming.
    expect(
      a!.requests.some((request) =>
        /^@generated\/docusaurus-plugin-content-docs\/default\/p\/docs-guide-\w+\.json$/.test(request),
      ),
    ).toBe(true);
    expect(a!.requests.slice(-2)).toEqual(['@theme/DocItem', '@site/docs/a.md']);
    expect(b!.requests.at(-1)).toBe('@site/docs/b.md?x=1');
  });
});

describe('scriptsByRequest', () => {
  it("maps each import request to its chunk group's scripts, shared chunks included, at the public path", () => {
    const scripts = scriptsByRequest(
      [
        {
          origins: [{ request: '@theme/DocItem' }],
          getFiles: () => ['assets/js/1.a.js', 'assets/js/2.b.js', 'assets/css/x.css'],
        },
        { origins: [{}, { request: '@site/docs/a.md' }], getFiles: () => ['assets/js/3.c.js'] },
      ],
      '/',
    );
    expect(Object.fromEntries(scripts)).toEqual({
      '@theme/DocItem': ['/assets/js/1.a.js', '/assets/js/2.b.js'],
      '@site/docs/a.md': ['/assets/js/3.c.js'],
    });
  });
});

describe('withPageScripts', () => {
  const entry = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'];
  const html =
    '<head><script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.2.js defer></script></head><body></body>';

  it('lists the scripts after the last entry script, deferred, in order', () => {
    expect(withPageScripts(html, entry, ['/assets/js/3.js', '/assets/js/4.js'])).toBe(
      '<head><script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.2.js defer></script>' +
        '<script src=/assets/js/3.js defer></script><script src=/assets/js/4.js defer></script></head><body></body>',
    );
  });

  it('lists no script twice, and leaves a page that lists them all as it is', () => {
    const once = withPageScripts(html, entry, ['/assets/js/3.js']);
    expect(withPageScripts(once, entry, ['/assets/js/3.js', '/assets/js/main.2.js'])).toBe(once);
  });

  it('fails on a page that does not list the entry scripts as the template writes them', () => {
    expect(() => withPageScripts('<head></head>', entry, ['/assets/js/3.js'])).toThrow(
      'page-scripts: the page does not list its entry script /assets/js/main.2.js',
    );
  });
});

describe('htmlFileOf', () => {
  it('finds the file the engine writes for a route', () => {
    expect(htmlFileOf('/out', '/docs/a')).toBe(path.join('/out', 'docs/a/index.html'));
    expect(htmlFileOf('/out', '/docs/api/')).toBe(path.join('/out', 'docs/api/index.html'));
    expect(htmlFileOf('/out', '/')).toBe(path.join('/out', 'index.html'));
    expect(htmlFileOf('/out', '/404.html')).toBe(path.join('/out', '404.html'));
  });
});
