/**
 * The search box without the search code in the first load (wrapper; the
 * plugin's box renders once needed, see src/theme/README.md).
 *
 * The plugin's box (autocomplete, highlighting, the worker's client: ~11 KiB
 * gzip) is only needed once the reader reaches for it; its index already
 * loads on focus. So every page renders a look-alike box (the plugin's own
 * markup and styles, `SearchBoxPlaceholder`) and swaps in the plugin's box
 * the first time the reader points at, touches or focuses it; the `/` and
 * Ctrl/Cmd+K shortcuts focus it. Focus and any typed text move over to the
 * real box. A box mounted after the page hydrated (the home page's hero after
 * a client-side navigation) loads the code at once.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { CarriedInput, PluginSearchBarProps } from './PluginSearchBar';
import SearchBoxPlaceholder from './SearchBoxPlaceholder';

const loadPluginSearchBar = () => import('./PluginSearchBar');

/** True once the engine has hydrated the page (it sets the attribute after hydrating). */
function pageHasHydrated(): boolean {
  return ExecutionEnvironment.canUseDOM && document.documentElement.dataset.hasHydrated === 'true';
}

export default function SearchBar(): ReactNode {
  const [loaded, setLoaded] = useState<{
    PluginSearchBar: ComponentType<PluginSearchBarProps>;
    carried: CarriedInput;
  } | null>(null);
  const placeholder = useRef<HTMLDivElement>(null);
  const loading = useRef(false);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void loadPluginSearchBar().then((module) => {
      const input = placeholder.current?.querySelector('input') ?? null;
      const carried = { input, focused: input != null && document.activeElement === input };
      setLoaded({ PluginSearchBar: module.default, carried });
    });
  }, []);

  useEffect(() => {
    if (pageHasHydrated()) load();
    // Focused or pointed at before the page hydrated.
    else if (placeholder.current?.matches(':focus-within, :hover')) load();
  }, [load]);

  if (loaded) return <loaded.PluginSearchBar carried={loaded.carried} />;
  return <SearchBoxPlaceholder ref={placeholder} onIntent={load} />;
}
