/**
 * The engine's docs plugin, wrapped: the same plugin with the same options,
 * except that the version data every docs page downloads (its sidebars, and
 * a map of every doc's id, title, description and sidebar) leaves out the
 * map of docs: an empty one stands in. (And its global data leaves out the
 * docs' ids: `withoutDocIds` below.)
 *
 * Only doc cards read that map (`useDocById`: a category's generated index,
 * or `<DocCardList>` in a page), and this site has neither; a test keeps it
 * so (index.test.ts), and a card would fail the build naming the doc it
 * could not find. The sidebars, breadcrumbs and navbar read the sidebars
 * and the docs plugin's global data, which keep everything; each page's own
 * title and description come from its own metadata. The map cost every docs
 * page's first load 7.8 KiB gzip: its descriptions 6 KiB (dropped first),
 * then its ids, titles and sidebars 1.8 of the 4.2 KiB left.
 */
import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';

type DocsPlugin = Awaited<ReturnType<typeof pluginContentDocs>>;
type DocsOptions = Parameters<typeof pluginContentDocs>[1];
type ContentLoaded = NonNullable<DocsPlugin['contentLoaded']>;

interface VersionProp {
  docs?: Record<string, unknown>;
}

/** The route, and the routes nested in it, with an empty map of docs in a version's prop. */
export function withoutDocsMap(route: RouteConfig): RouteConfig {
  const version = route.props?.version as VersionProp | undefined;
  return {
    ...route,
    ...(version?.docs && { props: { ...route.props, version: { ...version, docs: {} } } }),
    ...(route.routes && { routes: route.routes.map(withoutDocsMap) }),
  };
}

interface GlobalDoc {
  id?: string;
  path: string;
  sidebar?: string;
}
interface GlobalData {
  versions: { docs: GlobalDoc[] }[];
}

/**
 * Navbar items that find a doc by its id in the docs plugin's global data
 * (which the main bundle, so every page, carries): a `doc` item, and the
 * version dropdown and banner, which match a doc across versions by id.
 */
const itemsReadingDocIds = new Set(['doc', 'docsVersionDropdown', 'docsVersion']);

/**
 * The docs plugin's global data without each doc's id: every page's main
 * bundle carries it, and with one version and no doc navbar item, only each
 * doc's path and sidebar are read (the active doc and sidebar). 0.4 KiB gzip
 * on every page. A site that needs the ids fails here, naming the setting.
 */
export function withoutDocIds(data: GlobalData, navbarItemTypes: readonly (string | undefined)[]): GlobalData {
  const reader = navbarItemTypes.find((type) => type && itemsReadingDocIds.has(type));
  if (reader)
    throw new Error(
      `plugins/docs: themeConfig.navbar.items has a '${reader}' item, which finds docs by id; ` +
        'the docs global data leaves ids out (withoutDocIds): keep them for that item.',
    );
  if (data.versions.length !== 1)
    throw new Error(
      `plugins/docs: ${data.versions.length} docs versions; the docs global data leaves doc ids out (withoutDocIds), which versions need to match docs.`,
    );
  return {
    ...data,
    versions: data.versions.map((version) => ({ ...version, docs: version.docs.map(({ id: _id, ...doc }) => doc) })),
  };
}

export default async function docsPlugin(context: LoadContext, options: DocsOptions): Promise<Plugin<unknown>> {
  const plugin = await pluginContentDocs(context, options);
  const contentLoaded = plugin.contentLoaded?.bind(plugin);
  const navbar = (context.siteConfig.themeConfig as { navbar?: { items?: { type?: string }[] } }).navbar;
  const navbarItemTypes = (navbar?.items ?? []).map((item) => item.type);
  return {
    ...plugin,
    contentLoaded: contentLoaded
      ? (args: Parameters<ContentLoaded>[0]) =>
          contentLoaded({
            ...args,
            actions: {
              ...args.actions,
              addRoute: (route) => args.actions.addRoute(withoutDocsMap(route)),
              setGlobalData: (data) => args.actions.setGlobalData(withoutDocIds(data as GlobalData, navbarItemTypes)),
            },
          })
      : undefined,
  } as Plugin<unknown>;
}

export { validateOptions };
