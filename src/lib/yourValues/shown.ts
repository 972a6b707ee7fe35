/**
 * What the highlighted code blocks show in place of the placeholders: pairs
 * of placeholder and the reader's value, set by the store (./store.ts) once
 * it has read or saved values. Kept apart from the store, its checks and the
 * placeholder list, so the highlighter's chunk carries only this: a reader
 * without values loads none of the rest when pointing at a code block.
 */
import { useSyncExternalStore } from 'react';

/** Each placeholder and the value that replaces it. */
export type Replacements = readonly (readonly [placeholder: string, value: string])[];

const none: Replacements = [];
let current = none;
const listeners = new Set<() => void>();

/** Makes `replacements` the ones every highlighted block shows. */
export function showReplacements(replacements: Replacements): void {
  current = replacements.length === 0 ? none : replacements;
  // Not during the render that may have read the store: React re-renders the blocks after it.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The replacements to show; none while the server renders and while the page hydrates. */
export function useReplacements(): Replacements {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => none,
  );
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * `text` with each placeholder replaced. A placeholder stands alone: not
 * inside a longer identifier (a client key, `pi_…_client_…`, keeps its
 * example id), and a URL not inside a longer path (`…/webhooks/billing` is
 * another endpoint). An id may sit in a path (`/v1/customers/cus_…/…`).
 */
export function replacePlaceholders(text: string, replacements: Replacements): string {
  if (replacements.length === 0) return text;
  const values = new Map(replacements);
  const alone = replacements.map(
    ([placeholder]) => `${escapeRegExp(placeholder)}(?![\\w${placeholder.includes('/') ? '/' : ''}])`,
  );
  return text.replace(
    new RegExp(`(?<!\\w)(?:${alone.join('|')})`, 'g'),
    (placeholder) => values.get(placeholder) ?? placeholder,
  );
}
