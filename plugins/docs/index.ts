/**
 * The engine's docs plugin, wrapped: the same plugin with the same options,
 * except that the version data every docs page downloads (its sidebars, and
 * a map of every doc's id, title, description and sidebar) leaves out the
 * map of docs: an empty one stands in.
 *
 * Only doc cards read that map (`useDocById`: a category's generated index,
 * or `<DocCardList>` in a page), and this site has neither; a test keeps it
 * so (index.test.ts), and a card would fail the build naming the doc it
 * could not find. The sidebars, breadcrumbs and navbar read the sidebars
 * and the docs plugin's global data, which keep everything (doc, version
 * and version-dropdown navbar items find docs by id there); each page's own
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

export default async function docsPlugin(context: LoadContext, options: DocsOptions): Promise<Plugin<unknown>> {
  const plugin = await pluginContentDocs(context, options);
  const contentLoaded = plugin.contentLoaded?.bind(plugin);
  return {
    ...plugin,
    contentLoaded: contentLoaded
      ? (args: Parameters<ContentLoaded>[0]) =>
          contentLoaded({
            ...args,
            actions: {
              ...args.actions,
              addRoute: (route) => args.actions.addRoute(withoutDocsMap(route)),
            },
          })
      : undefined,
  } as Plugin<unknown>;
}

export { validateOptions };
