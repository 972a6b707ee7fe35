import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { assistantLinks } from '@site/src/lib/assistantLinks';
import { copyMarkdown } from '@site/src/lib/copyMarkdown';
import styles from './styles.module.css';

interface Props {
  id: string;
  /** Where the page's Markdown lives, e.g. /docs/guide/intro.md. */
  markdownUrl: string;
  /** Closes the menu; `returnFocus` puts focus back on the button that opened it. */
  onClose: (returnFocus: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

const copyLabels: Record<CopyState, string> = {
  idle: 'Copy page as Markdown',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed: open the Markdown instead',
};

/** The page menu's items, loaded on first use by PageMenu. */
export default function PageMenuPopover({ id, markdownUrl, onClose, triggerRef }: Props): ReactNode {
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const rootRef = useRef<HTMLDivElement>(null);
  const firstItemRef = useRef<HTMLButtonElement>(null);
  const { siteConfig } = useDocusaurusContext();
  const assistants = assistantLinks(`${siteConfig.url.replace(/\/+$/, '')}${markdownUrl}`);

  useEffect(() => {
    firstItemRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') onClose(true);
    };
    const onPointerDown = (event: PointerEvent): void => {
      const target = event.target as Node;
      if (!rootRef.current?.contains(target) && !triggerRef.current?.contains(target)) onClose(false);
    };
    const onFocusIn = (event: FocusEvent): void => {
      const target = event.target as Node;
      if (!rootRef.current?.contains(target) && !triggerRef.current?.contains(target)) onClose(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [onClose, triggerRef]);

  const copy = (): void => {
    setCopyState('copying');
    copyMarkdown(markdownUrl).then(
      () => setCopyState('copied'),
      () => setCopyState('failed'),
    );
  };

  return (
    <div ref={rootRef} id={id} className={styles.popover}>
      <ul className={styles.items}>
        <li>
          <button ref={firstItemRef} type="button" className={styles.item} onClick={copy}>
            <span className={styles.label}>{copyLabels[copyState]}</span>
            <span className={styles.hint}>For pasting into an AI assistant</span>
          </button>
        </li>
        <li>
          <a className={styles.item} href={markdownUrl} target="_blank" rel="noopener noreferrer">
            <span className={styles.label}>View as Markdown</span>
            <span className={styles.hint}>Plain text, opens in a new tab</span>
          </a>
        </li>
        {assistants.map(({ label, href }) => (
          <li key={label}>
            <a className={styles.item} href={href} target="_blank" rel="noopener noreferrer">
              <span className={styles.label}>{label}</span>
              <span className={styles.hint}>Asks about this page, opens in a new tab</span>
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.status} role="status">
        {copyState === 'copied' ? 'Page copied to the clipboard as Markdown.' : ''}
        {copyState === 'failed' ? 'The page could not be copied.' : ''}
      </p>
    </div>
  );
}
