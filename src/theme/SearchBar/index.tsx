/**
 * The search box without the search code in the first load (wrapper; the
 * plugin's box renders inside, see src/theme/README.md).
 *
 * The plugin's box (autocomplete, highlighting, worker client: ~17 KiB gzip)
 * is only needed once the reader reaches for it, and its index already loads
 * on focus. So the box is a lazy chunk held back until the reader points at,
 * touches or focuses a search box (the `/` and Ctrl/Cmd+K shortcuts focus
 * one): until then React leaves the server-rendered box as it is (a Suspense
 * boundary whose content is not ready stays dehydrated), and a reader can
 * already type in it; the plugin picks up the typed text and the focus when
 * it hydrates. A box mounted after the page hydrated (the home page's hero
 * after a client-side navigation) loads the code at once.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { createGate, openOnIntent } from '@site/src/lib/gate';

const searchCode = createGate();
// The static HTML is rendered with the plugin's box.
if (!ExecutionEnvironment.canUseDOM) searchCode.open();

const PluginSearchBar = lazy(() => searchCode.opened.then(() => import('./PluginSearchBar')));

/** What a box mounted after hydration shows for the moment its code takes. */
function PlainSearchBox(): ReactNode {
  return (
    <div className="navbar__search">
      <input className="navbar__search-input" placeholder="Search" aria-label="Search" readOnly />
    </div>
  );
}

export default function SearchBar(): ReactNode {
  // False while the server's HTML hydrates, true for a box mounted afterwards.
  const isBrowser = useIsBrowser();
  const [mountedAfterHydration] = useState(isBrowser);
  useEffect(() => {
    if (mountedAfterHydration) searchCode.open();
    else openOnIntent(searchCode, '.navbar__search');
  }, [mountedAfterHydration]);
  return (
    <Suspense fallback={<PlainSearchBox />}>
      <PluginSearchBar />
    </Suspense>
  );
}
