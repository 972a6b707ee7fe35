/**
 * Copy buttons and links in the page's content, which the server's HTML
 * carries without React handlers (plugins/server-only-content): one click
 * listener for the site stands in for a handler per button.
 *
 * - Beside each test value in a table (plugins/rehype-copy-values), a button
 *   copies the value without spaces and confirms it in the status beside it.
 * - Each field of the API reference's schema tables (src/components/SchemaTable)
 *   has a link: following it copies its address (with the page's `?lang=`)
 *   and says so in the table's status; the browser then moves to the field
 *   and marks it (`:target`).
 * - An address naming a field inside a closed nested table (a `<details>`),
 *   opened cold or from a link, opens the tables around it and scrolls to it.
 *
 * Only these checks are in the first load; what they do loads on first use
 * (src/lib/copyLinks).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';

const load = () => import('../lib/copyLinks');

/** The schema field an address's hash names (field ids need no decoding), revealed if there is one. */
function reveal(hash: string): void {
  const field = hash.length > 1 ? document.getElementById(hash.slice(1)) : null;
  if (field?.closest('[data-field-links]')) void load().then((copyLinks) => copyLinks.revealField(field));
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-copy-value],[data-field-link]') : null;
    if (target instanceof HTMLButtonElement) void load().then((copyLinks) => copyLinks.copyValue(target));
    if (target instanceof HTMLAnchorElement) void load().then((copyLinks) => copyLinks.copyFieldLink(target));
  });
  window.addEventListener('hashchange', () => reveal(window.location.hash));
}

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({ location }) => {
  if (ExecutionEnvironment.canUseDOM) reveal(location.hash);
};
