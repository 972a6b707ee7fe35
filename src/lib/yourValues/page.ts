/**
 * The reader's values in the code blocks that still show the server's HTML:
 * each placeholder is replaced inside its token's text node, so the build's
 * highlighting stays as it is. src/clientModules/yourValues.ts runs this
 * after each page renders and whenever the values change; highlighted blocks
 * rendered in the browser substitute their text themselves
 * (src/components/HighlightedCodeBlock), which also makes their copy button
 * copy the values.
 */
import { keepPlaceholdersAttribute } from './keys';
import { currentValues } from './store';
import { withYourValues, type YourValues } from './values';

/** Text nodes this changed: what the server wrote, and what this wrote in its place. */
const changed = new WeakMap<Text, { original: string; written: string }>();

/**
 * Puts `values` in place of the placeholders in every code block under
 * `root` (except those inside src/components/KeepPlaceholders); with no values, puts back the placeholders it replaced (unless the
 * node's text has since been rewritten by React, which then owns it).
 */
export function showValuesInCodeBlocks(root: ParentNode, values: YourValues = currentValues()): void {
  root.querySelectorAll('.theme-code-block pre').forEach((pre) => {
    // A block a tool made to be used as it is (a signed delivery).
    if (pre.closest(`[${keepPlaceholdersAttribute}]`)) return;
    const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const record = changed.get(text);
      const original = record && record.written === text.data ? record.original : text.data;
      const shown = withYourValues(original, values);
      if (shown !== text.data) text.data = shown;
      if (shown === original) changed.delete(text);
      else changed.set(text, { original, written: shown });
    }
  });
}
