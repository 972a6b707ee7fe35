import SearchBar from '@theme/SearchBar';
import type { ReactNode } from 'react';
import { heroSearchAttribute } from '@site/src/lib/searchShortcut';
import styles from './styles.module.css';

interface Props {
  /** Visible label of the search landmark. */
  label?: string;
}

/**
 * The home page's search-first hero box: the navbar's search box (same index,
 * results and keyboard handling), shown large under a visible label.
 */
export default function HeroSearch({
  label = 'Search the guide, the API reference and the changelog',
}: Props): ReactNode {
  return (
    <div role="search" aria-labelledby="hero-search-label" className={styles.search} {...{ [heroSearchAttribute]: '' }}>
      <p id="hero-search-label" className={styles.label}>
        {label}
      </p>
      <SearchBar />
    </div>
  );
}
