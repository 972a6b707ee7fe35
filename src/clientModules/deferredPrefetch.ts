/**
 * The engine prefetches the code of every page a visible link leads to, in
 * the task that reports links coming into view: all of them at once, and
 * each prefetch scans every route's chunk names. On a page with a hundred
 * links in view that made one long task right after load (about 60 to
 * 100 ms at a mobile CPU), which held up the reader's first input. Each
 * prefetch now runs in a task of its own, queued behind what is already
 * waiting; what is prefetched is unchanged. Preloading on hover or touch
 * (`window.docusaurus.preload`) is untouched.
 *
 * `window.docusaurus` is the engine's documented client API, a frozen object
 * that links look up on every call: it is replaced by a frozen copy whose
 * `prefetch` defers the engine's own. The engine sets it after client
 * modules load, so this happens on the first route update, which comes
 * before any link reports being in view.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

interface DocusaurusClient {
  prefetch: (routePath: string) => boolean | Promise<unknown>;
}

let wrapped = false;

export function onRouteDidUpdate(): void {
  if (!ExecutionEnvironment.canUseDOM || wrapped) return;
  const client = (window as unknown as { docusaurus?: DocusaurusClient }).docusaurus;
  if (!client) return;
  wrapped = true;
  const prefetchNow = client.prefetch;
  const deferred: DocusaurusClient = {
    ...client,
    prefetch: (routePath) => {
      setTimeout(() => void prefetchNow(routePath), 0);
      return true;
    },
  };
  Object.assign(window, { docusaurus: Object.freeze(deferred) });
}
