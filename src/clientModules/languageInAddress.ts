/**
 * The samples' language in the address. `?lang=ruby` becomes the reader's
 * stored choice before the first paint (the inline script of
 * src/lib/tabChoice.ts); this module does the other half: when the reader
 * picks a language, the address gets `?lang=` too, so a link copied from it
 * opens on the same samples. The engine's storage slot announces each choice
 * with a storage event. Not the engine's `queryString` tabs option: with it,
 * an unknown `?lang=` hid the reader's stored choice instead of being ignored.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('storage', (event) => {
    if (event.key !== 'docusaurus.tab.language' || !event.newValue || !/^[\w-]+$/.test(event.newValue)) return;
    const url = new URL(window.location.href);
    if (url.searchParams.get('lang') === event.newValue) return;
    url.searchParams.set('lang', event.newValue);
    // The router's own entry (its state) stays; only the address changes.
    window.history.replaceState(window.history.state, '', url);
  });
}
