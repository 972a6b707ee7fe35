/**
 * The search box (navbar and home page hero): an ARIA combobox whose results
 * open beneath it, one row per page with its best section.
 *
 * The box itself is in every page's first load (this component, about 2 KB);
 * the engine (src/lib/search, Pagefind and its index chunks) and the rows'
 * content (./Hit.tsx) load the first time a reader points at, touches or
 * focuses the box, and rows show once both are in. There is no stand-in
 * box to swap, so the `/` and Ctrl/Cmd+K shortcuts (searchShortcuts.ts)
 * always focus and select in the same input.
 */
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useSearch } from '@site/src/lib/search/useSearch';
import styles from './styles.module.css';

type HitRow = typeof import('./Hit').default;

/** A result row's content, its own chunk, loaded with the engine (once per page load). */
let loadedHit: Promise<HitRow> | undefined;
const loadHit = (): Promise<HitRow> => (loadedHit ??= import('./Hit').then((module) => module.default));

/** Rows in the dropdown; the results page shows more. */
const dropdownLimit = 8;

function isMac(): boolean {
  return /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);
}

export default function SearchBar(): ReactNode {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const { results, failed, prepare: prepareEngine } = useSearch(query, dropdownLimit);
  // Rows show once both the engine's answer and their content's code are in: a row that
  // grew when its code arrived moved the rows under it as the reader aimed at one.
  const [Hit, setHit] = useState<HitRow | null>(null);
  const [hitFailed, setHitFailed] = useState(false);
  const prepare = () => {
    prepareEngine();
    loadHit().then(
      (row) => setHit(() => row),
      () => setHitFailed(true),
    );
  };
  const history = useHistory();
  const searchPage = useBaseUrl('/search');
  const isBrowser = useIsBrowser();
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);

  const hits = results?.hits ?? [];
  const options = [
    ...hits.map((hit) => ({ key: hit.url, href: hit.href, hit })),
    { key: 'all', href: `${searchPage}?q=${encodeURIComponent(query.trim())}`, hit: null },
  ];
  const expanded = open && results !== null && Hit !== null;
  const current = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;

  const go = (href: string) => {
    setOpen(false);
    history.push(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const option = options[current];
      if (option) go(option.href);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  // Plain clicks navigate in the app; modified clicks open a tab as links do.
  const onOptionClick = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(href);
  };

  return (
    <div
      ref={container}
      className={clsx('navbar__search', styles.searchBox)}
      onPointerEnter={prepare}
      onTouchStart={prepare}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <input
        className={clsx('navbar__search-input', styles.searchInput)}
        type="text"
        placeholder="Search"
        aria-label="Search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? optionId(current) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={() => {
          prepare();
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {/* The shortcut depends on the platform, known in the browser only. */}
      {isBrowser && !query && (
        <kbd className={styles.searchHint} aria-hidden="true">
          {isMac() ? '⌘ K' : 'Ctrl K'}
        </kbd>
      )}
      {(failed || hitFailed) && open && (
        <p className={styles.dropdown} role="status">
          Search is unavailable: it could not load.
        </p>
      )}
      <div
        id={listId}
        role="listbox"
        aria-label="Search results"
        data-query={results?.query}
        className={styles.dropdown}
        hidden={!expanded}
      >
        {expanded &&
          options.map((option, index) => (
            <a
              key={option.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              href={option.href}
              tabIndex={-1}
              className={clsx(styles.option, option.hit ? styles.hit : styles.seeAll)}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={(event) => onOptionClick(event, option.href)}
            >
              {option.hit ? (
                <Hit hit={option.hit} stems={results?.stems ?? []} />
              ) : hits.length > 0 ? (
                'See all results'
              ) : (
                `No pages match "${query.trim()}". See the results page`
              )}
            </a>
          ))}
      </div>
    </div>
  );
}
