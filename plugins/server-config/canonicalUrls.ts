/**
 * One address per page. The build writes every page as `<route>/index.html`,
 * so a server finds `/x` and `/x/` alike; the site's own links use the route
 * exactly as the engine names it (index pages end with a slash, other pages
 * do not). Every other spelling of a page's address gets a permanent redirect
 * to that form: the other trailing-slash form and the `index.html` file name.
 */

export interface Redirect {
  /** The path requested (decoded, as the server compares it). */
  from: string;
  /** The page's canonical path. */
  to: string;
}

/** Characters a route may contain here: anything else needs quoting in server configs. */
const safeRoute = /^\/[A-Za-z0-9._~\-/]*$/;

/** Routes that are files, not pages (the not-found page's `/404.html`). */
function isFileRoute(route: string): boolean {
  return /\.[a-z0-9]+$/i.test(route);
}

/** The redirects that make each route's own spelling the only one that answers 200. */
export function canonicalRedirects(routes: Iterable<string>): Redirect[] {
  const pages = [...new Set(routes)].filter((route) => !isFileRoute(route));
  for (const route of pages) {
    if (!safeRoute.test(route) || route.includes('//')) {
      throw new Error(`Route "${route}" has characters the server configuration cannot match safely.`);
    }
  }
  const known = new Set(pages);
  const redirects = new Map<string, string>();
  const add = (from: string, to: string) => {
    if (from === '' || known.has(from)) return;
    const existing = redirects.get(from);
    if (existing !== undefined && existing !== to) {
      throw new Error(`"${from}" would redirect to both "${existing}" and "${to}".`);
    }
    redirects.set(from, to);
  };
  for (const route of pages) {
    if (route.endsWith('/')) {
      add(route.slice(0, -1), route);
      add(`${route}index.html`, route);
    } else {
      add(`${route}/`, route);
      add(`${route}/index.html`, route);
    }
  }
  return [...redirects]
    .map(([from, to]) => ({ from, to }))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}
