/**
 * Marks the searched words on the page a search result opened: its address
 * carries `?highlight=word+word` (src/lib/search/highlight.ts). Only the
 * page's prose is marked, never code, headings' anchor links or the sidebar.
 * The marking code (src/lib/search/markWords.ts, with the words' pattern)
 * loads only then: every page's main bundle carries this module, which
 * takes only the parameter's name from highlight.ts.
 */
import type { ClientModule } from '@docusaurus/types';
import { highlightParam } from '../lib/search/highlight';

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    const words = new URLSearchParams(location.search).get(highlightParam)?.split(/\s+/).filter(Boolean) ?? [];
    const article = document.querySelector('article .markdown');
    if (words.length > 0 && article)
      void import('../lib/search/markWords').then(
        ({ markSearchedWords }) => article.isConnected && markSearchedWords(article, words),
      );
  },
};

export default clientModule;
