import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * The sandbox page's console. The page's own chunk carries only this shell;
 * the console and the sandbox's worker load once the page has hydrated, on
 * this page only.
 */
export default function SandboxConsole(): ReactNode {
  const [Panel, setPanel] = useState<ComponentType>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    import('@site/src/components/SandboxConsolePanel').then(
      // A function component in state must be wrapped: React calls a bare function as an updater.
      (module) => setPanel(() => module.default),
      () => setFailed(true),
    );
  }, []);
  if (failed) {
    return <p role="alert">The sandbox could not load. Check your connection and reload the page.</p>;
  }
  return Panel ? <Panel /> : <p role="status">Starting the sandbox in your browser…</p>;
}
