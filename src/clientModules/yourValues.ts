/**
 * The reader's own values (the "Your values" panel) in the code blocks that
 * still show the server's HTML: after each page renders, and when the reader
 * saves or clears values. The first load carries only this check of storage;
 * the code that rewrites the blocks (src/lib/yourValues/page.ts) loads when
 * the reader has values.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import { yourValuesChangeEvent, yourValuesStorageKey } from '../lib/yourValues/keys';

/** Whether values were set in this visit (storage may be blocked) or stored by an earlier one. */
let inUse = false;

function hasStoredValues(): boolean {
  try {
    return window.localStorage.getItem(yourValuesStorageKey) !== null;
  } catch {
    return false;
  }
}

function showValues(): void {
  void import('../lib/yourValues/page').then((page) => page.showValuesInCodeBlocks(document));
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener(yourValuesChangeEvent, () => {
    inUse = true;
    showValues();
  });
}

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = () => {
  if (!ExecutionEnvironment.canUseDOM) return;
  inUse ||= hasStoredValues();
  if (inUse) showValues();
};
