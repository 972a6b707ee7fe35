import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { PanelProps } from '@site/src/components/YourValuesPanel';

interface Props {
  className?: string;
}

/**
 * "Your values": opens the panel where the reader enters their own test key,
 * signing secret, webhook URL and ids for every sample (src/components/YourValuesPanel).
 * The panel's code loads on the first click; it opens as a modal dialog at
 * the end of the page, and the focus comes back here when it closes.
 */
export default function YourValuesButton({ className }: Props): ReactNode {
  const [Panel, setPanel] = useState<ComponentType<PanelProps>>();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const openPanel = (): void => {
    setOpen(true);
    if (Panel) return;
    import('@site/src/components/YourValuesPanel').then(
      // A function component in state must be wrapped: React calls a bare function as an updater.
      (module) => setPanel(() => module.default),
      () => setFailed(true),
    );
  };
  const close = (): void => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        title="Put your own test key, signing secret and ids in every sample"
        onClick={openPanel}
      >
        Your values
      </button>
      {failed && open && (
        <span role="alert">The “Your values” panel could not load. Check your connection and reload the page.</span>
      )}
      {open && Panel && createPortal(<Panel onClose={close} />, document.body)}
    </>
  );
}
