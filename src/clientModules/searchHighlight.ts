/**
 * Marks the searched words on the page a search result opened: its address
 * carries `?highlight=word+word` (src/lib/search/highlight.ts). Only the
 * page's prose is marked, never code, headings' anchor links or the sidebar.
 * The marking code (src/lib/search/markWords.ts) loads only then: every
 * page's main bundle carries this module.
 */
import type { ClientModule } from '@docusaurus/types';
import { highlightParam, highlightPattern } from '../lib/search/highlight';

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    const words = new URLSearchParams(location.search).get(highlightParam);
    const pattern = highlightPattern(words?.split(/\s+/).filter(Boolean) ?? []);
    const article = document.querySelector('article .markdown');
    if (pattern && article)
      void import('../lib/search/markWords').then(
        ({ markWords }) => article.isConnected && markWords(article, pattern),
      );
  },
};

export default clientModule;
