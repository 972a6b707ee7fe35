/**
 * Marks the searched words on the page a search result opened: its address
 * carries `?highlight=word+word` (src/lib/search/highlight.ts). Only the
 * page's prose is marked, never code, headings' anchor links or the sidebar.
 */
import type { ClientModule } from '@docusaurus/types';
import { highlightParam, highlightPattern } from '../lib/search/highlight';

const skipped = 'pre, code, script, style, mark, a.hash-link, button';

function markWords(root: Element, pattern: RegExp): void {
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

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    const words = new URLSearchParams(location.search).get(highlightParam);
    const pattern = highlightPattern(words?.split(/\s+/).filter(Boolean) ?? []);
    const article = document.querySelector('article .markdown');
    if (pattern && article) markWords(article, pattern);
  },
};

export default clientModule;
