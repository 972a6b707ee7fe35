import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import type { ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  areaFeedFile,
  areaSlug,
  changeAreas,
  changelog,
  changeTypes,
  type ChangelogEntry,
} from '@site/src/data/changelog';
import ChangeTypeBadge from '@site/src/components/ChangeTypeBadge';
import {
  changelogFilterOf,
  changelogFilterScript,
  filterLiveAttribute,
  type ChangelogFilter,
} from '@site/src/lib/changelogFilter';
import { dayLabel, groupByMonth } from '@site/src/lib/dates';
import styles from './styles.module.css';

interface Props {
  /** Entries to render; defaults to the whole changelog. */
  entries?: readonly ChangelogEntry[];
}

/** What a month's entries are, for the early filter's stylesheet: areas, types and `area/type` pairs. */
function monthKinds(entries: readonly ChangelogEntry[]): Record<string, string> {
  const list = (of: (entry: ChangelogEntry) => string) => [...new Set(entries.map(of))].join(' ');
  return {
    'data-month': '',
    'data-areas': list((entry) => areaSlug(entry.area)),
    'data-types': list((entry) => entry.type),
    'data-kinds': list((entry) => `${areaSlug(entry.area)}/${entry.type}`),
  };
}

/**
 * The changelog, grouped by month, newest first, with filters by area and by
 * type kept in the address (`?area=webhooks&type=changed`), so a filtered
 * view can be shared and reloads the same. The server's HTML, and a reader
 * without JavaScript, get every entry; with JavaScript, an inline script
 * hides what the address's filter leaves out before the first paint, until
 * React shows the filter itself (src/lib/changelogFilter.ts).
 */
export default function ChangelogEntries({ entries = changelog }: Props): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The server's HTML has no address query: the filter applies from the render after hydration
  // (until then, the inline script's stylesheet shows it).
  const isBrowser = useIsBrowser();
  const filter = isBrowser ? changelogFilterOf(location.search) : { area: '', type: '' };
  const shown = entries.filter(
    (entry) => (!filter.area || areaSlug(entry.area) === filter.area) && (!filter.type || entry.type === filter.type),
  );
  const choose = (key: keyof ChangelogFilter, value: string): void => {
    const params = new URLSearchParams(location.search);
    if (value) params.set(key, value);
    else params.delete(key);
    const search = params.toString();
    history.replace({ ...location, search: search ? `?${search}` : '' });
  };
  const area = changeAreas.find((candidate) => areaSlug(candidate) === filter.area);
  return (
    <div className={styles.changelog} data-changelog="" {...(isBrowser ? { [filterLiveAttribute]: '' } : {})}>
      <form className={styles.filters} aria-label="Filter the changelog" onSubmit={(event) => event.preventDefault()}>
        <label>
          Area{' '}
          <select name="area" value={filter.area} onChange={(event) => choose('area', event.target.value)}>
            <option value="">All areas</option>
            {changeAreas.map((option) => (
              <option key={option} value={areaSlug(option)}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <label>
          Type{' '}
          <select name="type" value={filter.type} onChange={(event) => choose('type', event.target.value)}>
            <option value="">All types</option>
            {changeTypes.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <Link to={`pathname:///${area ? areaFeedFile(area) : 'changelog.xml'}`} type="application/atom+xml">
          {area ? `Atom feed of ${area} changes` : 'Atom feed'}
        </Link>
      </form>
      {/* Before the entries, so their first paint is already filtered; the server's and the hydrating render only. */}
      {!isBrowser && <script dangerouslySetInnerHTML={{ __html: changelogFilterScript }} />}
      <p className={styles.count} role="status">
        {filter.area || filter.type ? `Showing ${shown.length} of ${entries.length} changes.` : null}
      </p>
      {[...groupByMonth(shown)].map(([month, monthEntries]) => (
        <section key={month} aria-labelledby={`month-${month.replace(/\s+/g, '-')}`} {...monthKinds(monthEntries)}>
          <h2 id={`month-${month.replace(/\s+/g, '-')}`}>{month}</h2>
          {monthEntries.map((entry) => (
            <article
              key={`${entry.date}-${entry.title}`}
              className={styles.entry}
              data-area={areaSlug(entry.area)}
              data-type={entry.type}
            >
              <h3 className={styles.title}>
                <ChangeTypeBadge type={entry.type} /> {entry.title}
              </h3>
              <p className={styles.meta}>
                <time dateTime={entry.date}>{dayLabel(entry.date)}</time>
                {' · '}
                {entry.area}
              </p>
              <p>{entry.description}</p>
              {entry.links.length > 0 && (
                <ul className={styles.links}>
                  {entry.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}
