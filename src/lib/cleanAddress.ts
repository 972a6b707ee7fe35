/**
 * The engine renders `/guide/index.html` as `/guide` (and `/page.html` as
 * `/page`) but leaves the address bar as typed after a client-side navigation.
 * This returns the address the bar should show, or null when it is clean.
 */
export function cleanHtmlAddress(addressPathname: string, renderedPathname: string): string | null {
  if (!/\.html$/.test(addressPathname)) return null;
  if (/\.html$/.test(renderedPathname)) return null; // a route really ending in .html
  return renderedPathname;
}
