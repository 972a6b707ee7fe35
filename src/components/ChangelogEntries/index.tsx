import Link from '@docusaurus/Link';
import type { ReactNode } from 'react';
import { changelog, type ChangelogEntry } from '@site/src/data/changelog';
import ChangeTypeBadge from '@site/src/components/ChangeTypeBadge';
import { dayLabel, groupByMonth } from '@site/src/lib/dates';
import styles from './styles.module.css';

interface Props {
  /** Entries to render; defaults to the whole changelog. */
  entries?: readonly ChangelogEntry[];
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
