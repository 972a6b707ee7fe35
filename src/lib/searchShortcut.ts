/**
 * The site's search shortcuts, as pure functions: `/` (outside text fields)
 * and Ctrl+K or Cmd+K (anywhere) focus the search box.
 */

/** Marks the wrapper of the home page's hero search box (HeroSearch). */
export const heroSearchAttribute = 'data-hero-search';

/** The parts of a KeyboardEvent the shortcuts look at. */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** The parts of an element that tell whether typing into it inserts text. */
export interface ShortcutTarget {
  tagName: string;
  isContentEditable: boolean;
}

/** True for elements where `/` is a character the reader is typing. */
export function isTextEntry(target: ShortcutTarget | null): boolean {
  if (!target) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName.toUpperCase());
}

/**
 * True when the key press should focus the search box. `/` may need Shift on
 * some keyboard layouts, so Shift is allowed with it; Ctrl+K and Cmd+K are
 * both accepted on every platform, as readers of API docs expect either.
 */
export function isSearchShortcut(event: ShortcutKey, target: ShortcutTarget | null): boolean {
  if (event.key === '/') return !event.ctrlKey && !event.metaKey && !event.altKey && !isTextEntry(target);
  const modK = event.key.toLowerCase() === 'k' && event.ctrlKey !== event.metaKey;
  return modK && !event.altKey && !event.shiftKey;
}
