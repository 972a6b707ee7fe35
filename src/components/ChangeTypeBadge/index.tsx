import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { ChangeType } from '@site/src/data/changelog';
import styles from './styles.module.css';

interface Props {
  type: ChangeType;
  /** Placement in the surrounding layout (a margin, say); the look is the badge's own. */
  className?: string;
}

/** The type of a changelog entry ("added", "fixed" …) as a coloured label, the same on every page. */
export default function ChangeTypeBadge({ type, className }: Props): ReactNode {
  return (
    <span className={clsx(styles.badge, className)} data-type={type}>
      {type}
    </span>
  );
}
