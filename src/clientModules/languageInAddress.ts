/**
 * The samples' language in the address. `?lang=ruby` becomes the reader's
 * stored choice before the first paint (the inline script of
 * src/lib/tabChoice.ts); this module does the rest: a `?lang=` reached by a
 * client-side navigation (a link on the site, not a full load, where the head
 * script does not run) becomes the stored choice before the new page renders;
 * and when the reader picks a language, the address gets `?lang=` too, so a
 * link copied from it opens on the same samples. The engine's storage slot
 * announces each choice with a storage event. Not the engine's `queryString`
 * tabs option: with it, an unknown `?lang=` hid the reader's stored choice
 * instead of being ignored.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { languageTabGroup, sampleLanguages } from '@site/src/lib/languages';

const storageKey = `docusaurus.tab.${languageTabGroup}`;

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey || !event.newValue || !/^[\w-]+$/.test(event.newValue)) return;
    const url = new URL(window.location.href);
    if (url.searchParams.get('lang') === event.newValue) return;
    url.searchParams.set('lang', event.newValue);
    // The router's own entry (its state) stays; only the address changes.
    window.history.replaceState(window.history.state, '', url);
  });
}

/**
 * Runs when a navigation starts, before the new page renders: its tab sets
 * mount with the address's language. Stored through the same event the
 * engine's storage slot sends, so tab sets already on screen follow too. An
 * unknown value is ignored, as on a full load.
 */
export function onRouteUpdate({ location }: { location: { search: string } }): void {
  const value = new URLSearchParams(location.search).get('lang');
  if (!sampleLanguages.some((language) => language.value === value) || value === null) return;
  try {
    const previous = localStorage.getItem(storageKey);
    if (previous === value) return;
    localStorage.setItem(storageKey, value);
    window.dispatchEvent(
      new StorageEvent('storage', { key: storageKey, oldValue: previous, newValue: value, storageArea: localStorage }),
    );
  } catch {
    // Storage blocked: the engine's tabs keep their own state; nothing to remember the choice in.
  }
}
