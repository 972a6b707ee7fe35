/**
 * The search plugin's box as static markup: the same elements and classes
 * (the plugin's own CSS modules), so swapping in the real box moves nothing.
 * `onIntent` fires when the reader points at, touches or focuses it.
 */
import type { ReactNode, Ref } from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import ringStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing.module.css';
import { getKeymapHints } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import { isMacPlatform } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
import { searchBarShortcutKeymap } from '@site/src/lib/searchShortcut';

interface Props {
  ref: Ref<HTMLDivElement>;
  onIntent: () => void;
}

export default function SearchBoxPlaceholder({ ref, onIntent }: Props): ReactNode {
  // The plugin shows its shortcut hint in the browser only (it depends on the platform).
  const hints = useIsBrowser() ? getKeymapHints(searchBarShortcutKeymap, isMacPlatform()) : [];
  return (
    <div
      ref={ref}
      className={clsx('navbar__search', styles.searchBarContainer)}
      dir="ltr"
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
    >
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input placeholder="Search" aria-label="Search" className={`navbar__search-input ${styles.searchInput}`} />
      <div className={clsx(ringStyles.loadingRing, styles.searchBarLoadingRing)}>
        <div />
        <div />
        <div />
        <div />
      </div>
      {hints.length > 0 && (
        <div className={styles.searchHintContainer}>
          {hints.map((hint) => (
            <kbd key={hint} className={styles.searchHint}>
              {hint}
            </kbd>
          ))}
        </div>
      )}
    </div>
  );
}
