/**
 * Search keyboard shortcuts: `/` and Ctrl+K / Cmd+K focus the search box.
 *
 * The home page shows two boxes (navbar and hero). This module listens first
 * (capture phase on window), focuses one box — the hero's when it is on
 * screen, else the navbar's — selects its text, and stops the key there. The
 * box is the real one from the first paint (src/theme/SearchBar), so a
 * shortcut pressed while the search engine loads selects the same input.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { heroSearchAttribute, isSearchShortcut } from '../lib/searchShortcut';

function isOnScreen(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
}

/** The search input the shortcut should focus, if the page has one. */
export function searchInputToFocus(root: ParentNode = document): HTMLInputElement | null {
  const hero = root.querySelector<HTMLInputElement>(`[${heroSearchAttribute}] input.navbar__search-input`);
  if (hero && isOnScreen(hero)) return hero;
  return root.querySelector<HTMLInputElement>('.navbar input.navbar__search-input');
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.isComposing) return;
  const target = event.target instanceof HTMLElement ? event.target : null;
  // KeyboardEvent's fields are prototype getters: copy them one by one.
  const { key = '', ctrlKey, metaKey, altKey, shiftKey } = event;
  if (!isSearchShortcut({ key, ctrlKey, metaKey, altKey, shiftKey }, target)) return;
  const input = searchInputToFocus();
  if (!input) return;
  event.preventDefault();
  event.stopPropagation();
  input.focus();
  input.select();
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('keydown', onKeyDown, { capture: true });
}
