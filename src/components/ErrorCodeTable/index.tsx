import { useHistory, useLocation } from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useId, useMemo, type ReactElement, type ReactNode } from 'react';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import {
  filterFromSearch,
  matchesFilter,
  noFilter,
  searchForFilter,
  type CatalogueFilter,
} from '@site/src/lib/errorDecoder/catalogueFilter';
import type { ErrorCodeEntry } from '@site/src/lib/openapi/errorCatalogue';
import { keepInnerHtml, useServerOnlyValue } from '@site/src/lib/serverOnlyContent';
import styles from './styles.module.css';

interface Props {
  /**
   * The error catalogue as JSON, put here at build time from the OpenAPI
   * document (plugins/openapi-docs/rehypeErrorCatalogue.ts), or its marker on
   * a first load (plugins/server-only-content).
   */
  catalogueJson: string | ReactElement;
  /** Show only codes returned with this HTTP status (no filter controls then). */
  status?: number;
}

/** The filter bar over the whole catalogue; its state lives in the page address. */
function Filters({
  allEntries,
  filter,
  shown,
  enabled,
}: {
  allEntries: readonly ErrorCodeEntry[];
  filter: CatalogueFilter;
  shown: number;
  enabled: boolean;
}): ReactNode {
  const history = useHistory();
  const location = useLocation();
  const id = `ect${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const statuses = [...new Set(allEntries.map((entry) => entry.status))].sort((a, b) => a - b);
  const types = [...new Set(allEntries.map((entry) => entry.type))];
  const set = (change: Partial<CatalogueFilter>): void => {
    history.replace({
      pathname: location.pathname,
      search: searchForFilter(location.search, { ...filter, ...change }),
    });
  };
  const active = filter.status !== '' || filter.type !== '' || filter.text !== '';
  return (
    <div className={styles.filters} role="search" aria-label="Filter the error codes" data-search-ignore>
      <div className={styles.field}>
        <label htmlFor={`${id}-status`}>HTTP status</label>
        <select
          id={`${id}-status`}
          disabled={!enabled}
          value={filter.status}
          onChange={(e) => set({ status: e.target.value })}
        >
          <option value="">All</option>
          {statuses.map((status) => (
            <option key={status} value={String(status)}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-type`}>Type</label>
        <select
          id={`${id}-type`}
          disabled={!enabled}
          value={filter.type}
          onChange={(e) => set({ type: e.target.value })}
        >
          <option value="">All</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div className={`${styles.field} ${styles.text}`}>
        <label htmlFor={`${id}-text`}>Text</label>
        <input
          id={`${id}-text`}
          type="search"
          disabled={!enabled}
          autoComplete="off"
          value={filter.text}
          onChange={(e) => set({ text: e.target.value })}
        />
      </div>
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={!enabled || !active}
        onClick={() => set(noFilter)}
      >
        Show all
      </button>
      <p role="status" className={styles.count}>
        {shown === allEntries.length ? `All ${shown} codes` : `${shown} of ${allEntries.length} codes`}
      </p>
    </div>
  );
}

/**
 * Every error code in the OpenAPI document, with its status, type, cause and
 * fix; each row is an anchor. The whole catalogue is in the server's HTML;
 * in the browser, a filter by status, type and text narrows it, kept in the
 * address so that a filtered table can be linked to.
 *
 * On a first visit the page's JavaScript carries no catalogue: hydrating, the
 * table keeps the server's HTML (filters disabled, as the server drew them),
 * and the catalogue is fetched once the page has hydrated; the filters then
 * work. A page reached by a client-side navigation has the catalogue at once.
 */
export default function ErrorCodeTable({ catalogueJson, status }: Props): ReactNode {
  const json = useServerOnlyValue(catalogueJson, 'The error catalogue', { whenHydrated: true });
  if (json === null) {
    return <div data-error-codes="" dangerouslySetInnerHTML={keepInnerHtml} suppressHydrationWarning />;
  }
  return <Catalogue json={json} status={status} />;
}

function Catalogue({ json, status }: { json: string; status?: number }): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const allEntries = useMemo(() => JSON.parse(json) as ErrorCodeEntry[], [json]);
  const entries = allEntries.filter((entry) => status === undefined || entry.status === status);
  // The address is read only in the browser: the server renders, and hydration first matches, the full table.
  const filter = status === undefined && isBrowser ? filterFromSearch(location.search) : noFilter;
  // A row the address points at stays visible whatever the filter.
  const target = isBrowser ? decodeURIComponent(location.hash.slice(1)) : '';
  const visible = (entry: ErrorCodeEntry): boolean => entry.code === target || matchesFilter(entry, filter);
  // Rows are link targets (error responses' doc_url ends in #<code>); tell the build's anchor check.
  const brokenLinks = useBrokenLinks();
  entries.forEach((entry) => brokenLinks.collectAnchor(entry.code));
  return (
    <div data-error-codes="">
      {status === undefined && (
        <Filters allEntries={allEntries} filter={filter} shown={entries.filter(visible).length} enabled={isBrowser} />
      )}
      {/* Focusable: a wide table scrolls sideways, which a keyboard reader can only do from inside it. */}
      <table tabIndex={0} data-error-catalogue>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Status</th>
            <th scope="col">Type</th>
            <th scope="col">Cause</th>
            <th scope="col">Fix</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.code} id={entry.code} hidden={!visible(entry)}>
              <td>
                <code>{entry.code}</code>
              </td>
              <td>{entry.status}</td>
              <td>
                <code>{entry.type}</code>
              </td>
              <td>
                <InlineMarkdown text={entry.cause} />
              </td>
              <td>
                <InlineMarkdown text={entry.fix} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
