/**
 * The engine's docs plugin, wrapped: the same plugin with the same options,
 * except that the version data every docs page downloads (its sidebars and a
 * title, description and sidebar for every doc) leaves out the descriptions.
 *
 * Only doc cards read them (`useDocById`: a category's generated index, or
 * `<DocCardList>` in a page), and this site has neither; a test keeps it so
 * (index.test.ts). Each page's own description is untouched: it comes from
 * the page's metadata, not from this data. The descriptions were 6 of the
 * 10 KiB gzip this data costs on a docs page's first load.
 */
import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';

type DocsPlugin = Awaited<ReturnType<typeof pluginContentDocs>>;
type DocsOptions = Parameters<typeof pluginContentDocs>[1];
type ContentLoaded = NonNullable<DocsPlugin['contentLoaded']>;

interface VersionDocsProp {
  docs?: Record<string, { description?: string }>;
}

/** The route, and the routes nested in it, with no description in a version's docs prop. */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as VersionDocsProp | undefined;
  const docs =
    version?.docs &&
    Object.fromEntries(
      Object.entries(version.docs).map(([id, doc]) => {
        const { description: _unread, ...kept } = doc;
        return [id, kept];
      }),
    );
  return {
    ...route,
    ...(docs && { props: { ...route.props, version: { ...version, docs } } }),
    ...(route.routes && { routes: route.routes.map(withoutDocDescriptions) }),
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
            actions: { ...args.actions, addRoute: (route) => args.actions.addRoute(withoutDocDescriptions(route)) },
          })
      : undefined,
  } as Plugin<unknown>;
}

export { validateOptions };
