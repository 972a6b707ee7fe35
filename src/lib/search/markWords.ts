/**
 * Marks the searched words in a page's prose (src/clientModules/searchHighlight.ts):
 * never code, headings' anchor links or buttons. Loaded only when a search
 * result opened the page.
 */
import { highlightPattern } from './highlight';

const skipped = 'pre, code, script, style, mark, a.hash-link, button';

/** Marks the words (stems, as a result's address carries them) in the page's prose. */
export function markSearchedWords(root: Element, words: readonly string[]): void {
  const pattern = highlightPattern(words);
  if (pattern) markWords(root, pattern);
}

export function markWords(root: Element, pattern: RegExp): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(skipped) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  for (const node of nodes) {
    const text = node.data;
    const matches = [...text.matchAll(pattern)];
    if (matches.length === 0) continue;
    const fragment = document.createDocumentFragment();
    let last = 0;
    for (const match of matches) {
      const start = match.index ?? 0;
      fragment.append(text.slice(last, start));
      const mark = document.createElement('mark');
      mark.dataset.searchHighlight = '';
      mark.textContent = match[0];
      fragment.append(mark);
      last = start + match[0].length;
    }
    fragment.append(text.slice(last));
    node.replaceWith(fragment);
  }
}
