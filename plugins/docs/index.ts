/**
 * The engine's docs plugin, wrapped: the same plugin with the same options,
 * except for the version data every docs page downloads (its sidebars, and a
 * map of every doc's id, title, description and sidebar):
 *
 * - **The map of docs is left out**: an empty one stands in. Only doc cards
 *   read it (`useDocById`: a category's generated index, or `<DocCardList>`
 *   in a page), and this site has neither; a test keeps it so
 *   (index.test.ts), and a card would fail the build naming the doc it could
 *   not find. Each page's own title and description come from its own
 *   metadata. The map cost every docs page's first load 7.8 KiB gzip.
 * - **Each page gets only its own sidebar.** A sidebar whose pages fill a
 *   folder of their own (the API reference's `/docs/api/`) gets a version
 *   route for that folder, whose data holds that sidebar alone; the other
 *   pages' version route holds the other sidebars. A docs page reads only
 *   its own sidebar from this data (the docs layout finds it by the page
 *   route's `sidebar`); the navbar and breadcrumbs read the docs plugin's
 *   global data, which keeps everything (doc, version and version-dropdown
 *   navbar items find docs by id there).
 *
 * It also fails the build when a doc or version needs what the theme leaves
 * out (src/theme/README.md: `DocItem/Footer`, `ContentVisibility`,
 * `DocVersionBanner` and `DocVersionBadge` render nothing): tags, an edit
 * link, a last-update date, an unlisted or draft page, a version banner or
 * badge. Checked here at build time, so the components carry no check into
 * every docs page's JavaScript.
 */
import pluginContentDocs, { validateOptions, type LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';

type DocsPlugin = Awaited<ReturnType<typeof pluginContentDocs>>;
type DocsOptions = Parameters<typeof pluginContentDocs>[1];
type ContentLoaded = NonNullable<DocsPlugin['contentLoaded']>;

interface VersionProp {
  docs?: Record<string, unknown>;
  docsSidebars?: Record<string, unknown>;
}

/** A page route of the docs layout, with the sidebar the engine names on it. */
type DocRoute = RouteConfig & { sidebar?: string };

const versionOf = (route: RouteConfig) => route.props?.version as VersionProp | undefined;

/** The route, and the routes nested in it, with an empty map of docs in a version's prop. */
export function withoutDocsMap(route: RouteConfig): RouteConfig {
  const version = versionOf(route);
  return {
    ...route,
    ...(version?.docs && { props: { ...route.props, version: { ...version, docs: {} } } }),
    ...(route.routes && { routes: route.routes.map(withoutDocsMap) }),
  };
}

/** The folder (ending in `/`) all these paths are in. */
export function commonFolder(paths: string[]): string {
  const first = paths[0] ?? '/';
  let end = first.length;
  for (const other of paths) {
    end = Math.min(end, other.length);
    for (let i = 0; i < end; i++) if (other[i] !== first[i]) end = i;
  }
  return first.slice(0, first.lastIndexOf('/', end - 1) + 1) || '/';
}

/**
 * A version route (the engine's: its version prop, one docs layout route
 * holding the page routes) as one version route per sidebar that fills a
 * folder of its own, each with that sidebar alone, then the route of the
 * other pages with the other sidebars. Any other route is returned as it is.
 */
export function splitBySidebar(versionRoute: RouteConfig): RouteConfig[] {
  const version = versionOf(versionRoute);
  const [layout, ...others] = versionRoute.routes ?? [];
  if (!version?.docsSidebars || !layout?.routes || others.length > 0) return [versionRoute];
  const pages = layout.routes as DocRoute[];
  /** The version route for `routes` at `path`, its data holding only `sidebars`. */
  const withData = (sidebars: string[], routes: DocRoute[], path = versionRoute.path): RouteConfig => ({
    ...versionRoute,
    path,
    props: {
      ...versionRoute.props,
      version: {
        ...version,
        docsSidebars: Object.fromEntries(sidebars.map((name) => [name, version.docsSidebars![name]])),
      },
    },
    routes: [{ ...layout, path, routes }],
  });

  const split: RouteConfig[] = [];
  let rest = pages;
  const restSidebars = new Set(Object.keys(version.docsSidebars));
  for (const sidebar of Object.keys(version.docsSidebars)) {
    const own = rest.filter((page) => page.sidebar === sidebar);
    if (own.length === 0) continue;
    const folder = commonFolder(own.map((page) => page.path));
    const inFolder = rest.filter((page) => page.path.startsWith(folder));
    // Only a folder of its own, below the version's root: a page of another
    // sidebar (or none) in it would find no sidebar.
    if (folder.length <= `${versionRoute.path}/`.length || inFolder.length !== own.length) continue;
    split.push(withData([sidebar], own, folder.slice(0, -1)));
    rest = rest.filter((page) => !page.path.startsWith(folder));
    restSidebars.delete(sidebar);
  }
  if (split.length === 0) return [versionRoute];
  return rest.length === 0 ? split : [...split, withData([...restSidebars], rest)];
}

/** The route, with every version route nested in it split by sidebar (splitBySidebar). */
export function withSidebarsSplit(route: RouteConfig): RouteConfig {
  if (!route.routes) return route;
  return { ...route, routes: route.routes.flatMap((child) => splitBySidebar(withSidebarsSplit(child))) };
}

/** What a theme component that renders nothing would have shown, for each doc or version that needs it. */
export function absentFeatures(content: Pick<LoadedContent, 'loadedVersions'>): string[] {
  const left = (what: string, component: string) =>
    `${what}, which the site's theme leaves out: src/theme/${component} renders nothing. ` +
    `Delete that file to get the engine's component back.`;
  return content.loadedVersions.flatMap((version) => [
    ...(version.banner ? [`Docs version ${version.versionName} has ${left('a banner', 'DocVersionBanner')}`] : []),
    ...(version.badge ? [`Docs version ${version.versionName} has ${left('a badge', 'DocVersionBadge')}`] : []),
    ...version.docs.flatMap((doc) => [
      ...(doc.tags.length > 0 || doc.editUrl || doc.lastUpdatedAt || doc.lastUpdatedBy
        ? [`${doc.source} has ${left('tags, an edit link or a last-update date', 'DocItem/Footer')}`]
        : []),
      ...(doc.unlisted || doc.frontMatter.unlisted || doc.frontMatter.draft
        ? [`${doc.source} is ${left('`unlisted` or a `draft`', 'ContentVisibility')}`]
        : []),
    ]),
  ]);
}

export default async function docsPlugin(context: LoadContext, options: DocsOptions): Promise<Plugin<unknown>> {
  const plugin = await pluginContentDocs(context, options);
  const contentLoaded = plugin.contentLoaded?.bind(plugin);
  return {
    ...plugin,
    contentLoaded: contentLoaded
      ? (args: Parameters<ContentLoaded>[0]) => {
          const absent = absentFeatures(args.content);
          if (absent.length > 0) throw new Error(absent.join('\n'));
          return contentLoaded({
            ...args,
            actions: {
              ...args.actions,
              addRoute: (route) => args.actions.addRoute(withSidebarsSplit(withoutDocsMap(route))),
            },
          });
        }
      : undefined,
  } as Plugin<unknown>;
}

export { validateOptions };
