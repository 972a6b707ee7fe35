/**
 * The reader's values for this visit, kept in local storage when the browser
 * allows it: read once, changed only by the panel. The highlighted code
 * blocks get them as replacements (./shown.ts); src/clientModules/yourValues.ts,
 * through a window event, puts them in the blocks still showing the server's
 * HTML. Nothing here sends anything anywhere.
 */
import { useSyncExternalStore } from 'react';
import { yourValuesChangeEvent, yourValuesStorageKey } from './keys';
import { showReplacements } from './shown';
import { noValues, parseStoredValues, replacementsFor, type YourValues } from './values';

let current: YourValues | undefined;
/** False once the browser has refused its storage: values then last for the visit only. */
let remembered = true;
const listeners = new Set<() => void>();

/** The values, read from storage on first use (in the browser only). */
export function currentValues(): YourValues {
  if (current) return current;
  current = noValues;
  try {
    current = parseStoredValues(window.localStorage.getItem(yourValuesStorageKey));
  } catch {
    remembered = false;
  }
  if (current !== noValues) showReplacements(replacementsFor(current));
  return current;
}

/** Whether the browser lets this site keep the values beyond this visit. */
export function canRemember(): boolean {
  currentValues();
  return remembered;
}

/** Makes `values` the reader's (none: back to the placeholders); returns whether they are remembered. */
export function saveValues(values: YourValues): boolean {
  current = Object.keys(values).length === 0 ? noValues : values;
  try {
    if (current === noValues) window.localStorage.removeItem(yourValuesStorageKey);
    else window.localStorage.setItem(yourValuesStorageKey, JSON.stringify(current));
    remembered = true;
  } catch {
    remembered = false;
  }
  showReplacements(replacementsFor(current));
  for (const listener of listeners) listener();
  window.dispatchEvent(new Event(yourValuesChangeEvent));
  return remembered;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The reader's values; none while the server renders and while the page hydrates. */
export function useYourValues(): YourValues {
  return useSyncExternalStore(subscribe, currentValues, () => noValues);
}
