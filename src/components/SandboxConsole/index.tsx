import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { hasStoredSandbox } from '@site/src/lib/sandboxClient/storageKey';

type Status = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The sandbox page's console. The page's own chunk carries only this shell:
 * the console and the sandbox's worker load when the reader starts it, or at
 * once when this browser already holds their sandbox (they started it before,
 * here or with "Send to sandbox"). No byte of the sandbox loads before that.
 */
export default function SandboxConsole(): ReactNode {
  const [Panel, setPanel] = useState<ComponentType>();
  const [status, setStatus] = useState<Status>('idle');

  const load = (): void => {
    import('@site/src/components/SandboxConsolePanel').then(
      (module) => {
        // A function component in state must be wrapped: React calls a bare function as an updater.
        setPanel(() => module.default);
        setStatus('ready');
      },
      () => setStatus('failed'),
    );
  };
  const start = (): void => {
    setStatus('loading');
    load();
  };
  // Only the callbacks of the import set state here: the effect itself just starts it.
  useEffect(() => {
    if (hasStoredSandbox()) load();
  }, []);

  if (status === 'failed') {
    return <p role="alert">The sandbox could not load. Check your connection and reload the page.</p>;
  }
  if (Panel) return <Panel />;
  return (
    <div>
      <button type="button" className="button button--primary" disabled={status === 'loading'} onClick={start}>
        Start the sandbox
      </button>
      <p role="status">
        {status === 'loading'
          ? 'Starting the sandbox in your browser…'
          : 'Your sandbox is empty. Start it here, or send a request from any operation page of the API reference.'}
      </p>
    </div>
  );
}
