/**
 * The full results page, `/search?q=…`: every matching page (up to 50), each
 * with its title, its place in the site and a highlighted excerpt. The
 * navbar box's "See all results" opens it; the form here changes the query.
 */
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { highlightPattern } from '@site/src/lib/search/highlight';
import { useSearch } from '@site/src/lib/search/useSearch';
import { Excerpt, Marked, hitPath } from '@site/src/theme/SearchBar/Hit';

const pageLimit = 50;

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The query is in the address, which the server-rendered page cannot know:
  // read it once hydrated, so both renders match.
  const isBrowser = useIsBrowser();
  const query = isBrowser ? (new URLSearchParams(location.search).get('q')?.trim() ?? '') : '';
  const [draft, setDraft] = useState<string | null>(null);
  const { results, failed } = useSearch(query, pageLimit);
  const stems = results?.stems;
  const pattern = useMemo(() => highlightPattern(stems ?? []), [stems]);
  const title = query ? `Search results for "${query}"` : 'Search the documentation';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = (draft ?? query).trim();
    setDraft(null);
    history.push(`${location.pathname}?q=${encodeURIComponent(next)}`);
  };

  return (
    <Layout title={title} description="Search the guide, the API reference and the changelog.">
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <form role="search" aria-label="Search the documentation" onSubmit={onSubmit} className="margin-bottom--lg">
          <input
            type="text"
            aria-label="Search terms"
            className="navbar__search-input"
            style={{ width: '100%', maxWidth: '36rem' }}
            value={draft ?? query}
            onChange={(event) => setDraft(event.target.value)}
          />
        </form>
        <p role="status">
          {failed
            ? 'Search is unavailable: it could not load.'
            : query && results?.query === query
              ? `${results.total} ${results.total === 1 ? 'page' : 'pages'} found`
              : ''}
        </p>
        {results?.query === query &&
          results.hits.map((hit) => (
            <article key={hit.url} className="margin-bottom--lg">
              <h2 className="margin-bottom--xs">
                <Link to={hit.href}>
                  <Marked text={hit.title} pattern={pattern} />
                </Link>
              </h2>
              <p className="margin-bottom--xs">{hitPath(hit)}</p>
              <p>
                <Excerpt html={hit.section?.excerpt ?? hit.excerpt} />
              </p>
            </article>
          ))}
      </main>
    </Layout>
  );
}
