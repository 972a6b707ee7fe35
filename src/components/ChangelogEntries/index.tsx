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
import { dayLabel, groupByMonth } from '@site/src/lib/dates';
import styles from './styles.module.css';

interface Props {
  /** Entries to render; defaults to the whole changelog. */
  entries?: readonly ChangelogEntry[];
}

interface Filter {
  /** An area's slug (`webhooks`), or '' for every area. */
  area: string;
  /** A change type (`added`), or '' for every type. */
  type: string;
}

/** The filter an address names (`?area=webhooks&type=added`); unknown values mean every one. */
function filterOf(search: string): Filter {
  const params = new URLSearchParams(search);
  const area = params.get('area') ?? '';
  const type = params.get('type') ?? '';
  return {
    area: changeAreas.some((candidate) => areaSlug(candidate) === area) ? area : '',
    type: (changeTypes as readonly string[]).includes(type) ? type : '',
  };
}

/**
 * The changelog, grouped by month, newest first, with filters by area and by
 * type kept in the address (`?area=webhooks&type=changed`), so a filtered
 * view can be shared and reloads the same. The server's HTML, and a reader
 * without JavaScript, get every entry; the filter applies once the page runs.
 */
export default function ChangelogEntries({ entries = changelog }: Props): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The server's HTML has no address query: the filter applies from the render after hydration.
  const filter = useIsBrowser() ? filterOf(location.search) : { area: '', type: '' };
  const shown = entries.filter(
    (entry) => (!filter.area || areaSlug(entry.area) === filter.area) && (!filter.type || entry.type === filter.type),
  );
  const choose = (key: keyof Filter, value: string): void => {
    const params = new URLSearchParams(location.search);
    if (value) params.set(key, value);
    else params.delete(key);
    const search = params.toString();
    history.replace({ ...location, search: search ? `?${search}` : '' });
  };
  const area = changeAreas.find((candidate) => areaSlug(candidate) === filter.area);
  return (
    <div className={styles.changelog}>
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
      <p className={styles.count} role="status">
        {filter.area || filter.type ? `Showing ${shown.length} of ${entries.length} changes.` : null}
      </p>
      {[...groupByMonth(shown)].map(([month, monthEntries]) => (
        <section key={month} aria-labelledby={`month-${month.replace(/\s+/g, '-')}`}>
          <h2 id={`month-${month.replace(/\s+/g, '-')}`}>{month}</h2>
          {monthEntries.map((entry) => (
            <article key={`${entry.date}-${entry.title}`} className={styles.entry}>
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
