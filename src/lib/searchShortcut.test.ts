import { describe, expect, it } from 'vitest';
import { isSearchShortcut, isTextEntry, type ShortcutKey, type ShortcutTarget } from './searchShortcut';

const key = (key: string, modifiers: Partial<ShortcutKey> = {}): ShortcutKey => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});
const page: ShortcutTarget = { tagName: 'BODY', isContentEditable: false };
const field: ShortcutTarget = { tagName: 'INPUT', isContentEditable: false };
const editor: ShortcutTarget = { tagName: 'DIV', isContentEditable: true };

describe('isSearchShortcut', () => {
  it('takes / outside text fields, with or without Shift', () => {
    expect(isSearchShortcut(key('/'), page)).toBe(true);
    expect(isSearchShortcut(key('/', { shiftKey: true }), null)).toBe(true);
  });

  it('leaves / alone while the reader types into a field or an editor', () => {
    expect(isSearchShortcut(key('/'), field)).toBe(false);
    expect(isSearchShortcut(key('/'), editor)).toBe(false);
    expect(isSearchShortcut(key('/', { ctrlKey: true }), page)).toBe(false);
  });

  it('takes Ctrl+K and Cmd+K anywhere, in either case', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }), page)).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true }), field)).toBe(true);
  });

  it('ignores K alone, with Shift or Alt, or with both Ctrl and Cmd', () => {
    expect(isSearchShortcut(key('k'), page)).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, shiftKey: true }), page)).toBe(false);
    expect(isSearchShortcut(key('k', { metaKey: true, altKey: true }), page)).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, metaKey: true }), page)).toBe(false);
  });
});

describe('isTextEntry', () => {
  it('recognises form fields and editable content', () => {
    expect(isTextEntry(field)).toBe(true);
    expect(isTextEntry({ tagName: 'textarea', isContentEditable: false })).toBe(true);
    expect(isTextEntry(editor)).toBe(true);
    expect(isTextEntry(page)).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});
