import { lazy, Suspense, useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { markdownUrl } from '@site/src/lib/markdownUrl';
import styles from './styles.module.css';

interface Props {
  /** The page's path, e.g. /docs/guide/intro. */
  permalink: string;
}

// The menu itself (items, clipboard, keyboard handling) is a separate chunk,
// fetched when the reader first points at, focuses or opens the menu: the
// page's first load carries only this button.
const loadPopover = () => import('@site/src/components/PageMenuPopover');
const PageMenuPopover = lazy(loadPopover);

/** "Copy page as Markdown" and "View as Markdown", behind one small button. */
export default function PageMenu({ permalink }: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  return (
    <div className={styles.pageMenu}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onClick={() => setOpen((value) => !value)}
      >
        Copy page
        <span aria-hidden="true" className={styles.caret} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <PageMenuPopover id={menuId} markdownUrl={markdownUrl(permalink)} onClose={close} triggerRef={buttonRef} />
        </Suspense>
      )}
    </div>
  );
}
