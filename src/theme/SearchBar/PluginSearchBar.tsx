/**
 * The search plugin's box, loaded on demand by ./index.tsx. It takes over
 * the placeholder's focus, text and selection once mounted.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';

/** The placeholder box's input, and whether the reader was in it when the code arrived. */
export interface CarriedInput {
  input: HTMLInputElement | null;
  focused: boolean;
}

export interface PluginSearchBarProps {
  carried: CarriedInput;
}

/** Sets a React-controlled input's value the way typing does, so its onChange runs. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export default function PluginSearchBar({ carried }: PluginSearchBarProps): ReactNode {
  const wrapper = useRef<HTMLSpanElement>(null);
  // A layout effect: it runs as the placeholder leaves the page, before the
  // browser handles another keystroke, so no typed character is lost.
  useLayoutEffect(() => {
    const input = wrapper.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!input) return;
    const previous = carried.input;
    if (previous?.value) typeInto(input, previous.value);
    if (carried.focused) input.focus();
    // The caret or selection too: after Ctrl/Cmd+K the whole query is
    // selected, and what the reader types next replaces it.
    if (previous?.value && previous.selectionStart !== null && previous.selectionEnd !== null) {
      input.setSelectionRange(previous.selectionStart, previous.selectionEnd, previous.selectionDirection ?? 'none');
    }
  }, [carried]);
  // `display: contents`: the wrapper takes no box, so the layout is the plugin's.
  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      <OriginalSearchBar />
    </span>
  );
}
