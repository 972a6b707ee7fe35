import Link from '@docusaurus/Link';
import type { ReactNode } from 'react';
import { changelog, type ChangelogEntry } from '@site/src/data/changelog';
import ChangeTypeBadge from '@site/src/components/ChangeTypeBadge';
import styles from './styles.module.css';

interface Props {
  /** Entries to render; defaults to the whole changelog. */
  entries?: readonly ChangelogEntry[];
}

const monthFormat = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function groupByMonth(entries: readonly ChangelogEntry[]): Map<string, ChangelogEntry[]> {
  const groups = new Map<string, ChangelogEntry[]>();
  for (const entry of entries) {
    const month = monthFormat.format(new Date(`${entry.date}T00:00:00Z`));
    groups.set(month, [...(groups.get(month) ?? []), entry]);
  }
  return groups;
}

/** The changelog, grouped by month, newest first. */
export default function ChangelogEntries({ entries = changelog }: Props): ReactNode {
  return (
    <div className={styles.changelog}>
      {[...groupByMonth(entries)].map(([month, monthEntries]) => (
        <section key={month} aria-labelledby={`month-${month.replace(/\s+/g, '-')}`}>
          <h2 id={`month-${month.replace(/\s+/g, '-')}`}>{month}</h2>
          {monthEntries.map((entry) => (
            <article key={`${entry.date}-${entry.title}`} className={styles.entry}>
              <h3 className={styles.title}>
                <ChangeTypeBadge type={entry.type} /> {entry.title}
              </h3>
              <p className={styles.meta}>
                <time dateTime={entry.date}>{dayFormat.format(new Date(`${entry.date}T00:00:00Z`))}</time>
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
