import { useHistory, useLocation } from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useId, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import {
  filterFromSearch,
  isNoFilter,
  matchesFilter,
  noFilter,
  searchForFilter,
  type CatalogueFilter,
  type FilterOptions,
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
  /** What the filters offer, as JSON (FilterOptions), put here at build time with the catalogue. */
  filterOptionsJson: string;
  /** Show only codes returned with this HTTP status (no filter controls then). */
  status?: number;
}

/** The filter bar over the whole catalogue; its state lives in the page address. */
function Filters({
  options,
  filter,
  shown,
  enabled,
  onReachFor,
}: {
  options: FilterOptions;
  filter: CatalogueFilter;
  shown: number;
  enabled: boolean;
  /** The reader points at, touches or focuses the filters. */
  onReachFor: () => void;
}): ReactNode {
  const history = useHistory();
  const location = useLocation();
  const id = `ect${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const { statuses, types, count } = options;
  const set = (change: Partial<CatalogueFilter>): void => {
    history.replace({
      pathname: location.pathname,
      search: searchForFilter(location.search, { ...filter, ...change }),
    });
  };
  const active = !isNoFilter(filter);
  return (
    <div
      className={styles.filters}
      role="search"
      aria-label="Filter the error codes"
      data-search-ignore
      onPointerEnter={onReachFor}
      onFocus={onReachFor}
    >
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
        {shown === count ? `All ${shown} codes` : `${shown} of ${count} codes`}
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
 * On a first visit the page's JavaScript carries no catalogue, only what the
 * filters offer: hydrating, the rows keep the server's HTML, and the
 * catalogue is fetched when the reader points at, touches or focuses the
 * filters, or at once if the address holds a filter; the rows then follow
 * the filter. A page reached by a client-side navigation has the catalogue
 * at once.
 */
export default function ErrorCodeTable({ catalogueJson, filterOptionsJson, status }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const options = useMemo(() => JSON.parse(filterOptionsJson) as FilterOptions, [filterOptionsJson]);
  const [reachedFor, setReachedFor] = useState(false);
  const withFilters = status === undefined;
  // The address is read only in the browser: the server renders, and hydration first matches, the full table.
  const filter = withFilters && isBrowser ? filterFromSearch(location.search) : noFilter;
  const json = useServerOnlyValue(catalogueJson, 'The error catalogue', {
    needed: withFilters && (reachedFor || !isNoFilter(filter)),
  });
  const entries = useMemo(() => (json === null ? null : (JSON.parse(json) as ErrorCodeEntry[])), [json]);
  // A row the address points at stays visible whatever the filter.
  const target = isBrowser ? decodeURIComponent(location.hash.slice(1)) : '';
  const visible = (entry: ErrorCodeEntry): boolean => entry.code === target || matchesFilter(entry, filter);
  return (
    <div data-error-codes="">
      {withFilters && (
        <Filters
          options={options}
          filter={filter}
          shown={entries?.filter(visible).length ?? options.count}
          enabled={isBrowser}
          onReachFor={() => setReachedFor(true)}
        />
      )}
      {entries === null ? (
        <div data-error-rows="" dangerouslySetInnerHTML={keepInnerHtml} suppressHydrationWarning />
      ) : (
        <div data-error-rows="">
          <Rows
            entries={entries.filter((entry) => status === undefined || entry.status === status)}
            visible={visible}
          />
        </div>
      )}
    </div>
  );
}

function Rows({
  entries,
  visible,
}: {
  entries: readonly ErrorCodeEntry[];
  visible: (entry: ErrorCodeEntry) => boolean;
}): ReactNode {
  // Rows are link targets (error responses' doc_url ends in #<code>); tell the build's anchor check.
  const brokenLinks = useBrokenLinks();
  entries.forEach((entry) => brokenLinks.collectAnchor(entry.code));
  return (
    // Focusable: a wide table scrolls sideways, which a keyboard reader can only do from inside it.
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
  );
}
