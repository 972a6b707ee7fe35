/**
 * Pages' values (plugins/server-only-content: code blocks' text, schema
 * tables' rows, diagrams' drawings) as the browser fetches them: each file
 * once, for whoever asks first.
 *
 * A page module evaluated after hydration awaits its values before the page
 * can render (src/lib/serverOnlyContent.ts). Asked only then, the fetch
 * would start after the page's code has loaded and run, one request after
 * the other. So a navigation asks for the new page's values as it starts,
 * alongside its code (src/clientModules/serverOnlyContent.ts), looking the
 * file up in the build's list of routes' values
 * (plugins/server-only-content/plugin.ts), loaded at the first navigation:
 * a first visit loads none of this.
 *
 * In every page's main bundle: a navigation starts before the new page's code
 * is loaded.
 */
declare const __SERVER_ONLY_CONTENT_ROUTES__: string;

type Values = readonly string[];
type RouteValues = Record<string, string>;

const fetched = new Map<string, Promise<Values>>();

/** The values file at `url`, fetched once (again after a failure). */
export function fetchPageValues(url: string): Promise<Values> {
  const href = new URL(url, document.baseURI).href;
  let values = fetched.get(href);
  if (!values) {
    values = fetch(href).then((response) => {
      if (!response.ok) throw new Error(`${new URL(href).pathname}: HTTP ${response.status}`);
      return response.json() as Promise<Values>;
    });
    fetched.set(href, values);
    values.catch(() => fetched.delete(href));
  }
  return values;
}

let routeValues: Promise<RouteValues> | undefined;

const valuesUrlOf = (routes: RouteValues, routePath: string): string | undefined =>
  routes[routePath.replace(/(.)\/$/, '$1')];

/** A navigation to `routePath` starts: its page's values are fetched now. */
export function fetchValuesOfRoute(routePath: string): void {
  routeValues ??= fetch(__SERVER_ONLY_CONTENT_ROUTES__)
    .then((response) => (response.ok ? (response.json() as Promise<RouteValues>) : {}))
    .catch(() => ({}));
  void routeValues.then((routes) => {
    const url = valuesUrlOf(routes, routePath);
    // A failure is the page module's to report, when it asks again.
    if (url) fetchPageValues(url).catch(() => undefined);
  });
}
