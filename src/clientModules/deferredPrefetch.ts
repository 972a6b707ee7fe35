/**
 * The engine prefetches the code of every page a visible link leads to, in
 * the task that reports links coming into view: all of them at once, and
 * each prefetch scans every route's chunk names. On a page with a hundred
 * links in view that made one long task right after load (about 60 to
 * 100 ms at a mobile CPU), which held up the reader's first input. Each
 * prefetch now runs in a task of its own, queued behind what is already
 * waiting; what is prefetched is unchanged, plus the page's values once the
 * site's list of them is loaded (src/lib/pageValues.ts). Preloading on hover
 * or touch (`window.docusaurus.preload`) is untouched.
 *
 * A link asks again each time it renders, and links render again as a
 * navigation starts: a route is queued once. Prefetches asked for while a
 * navigation is under way wait for its page to render; at a mobile CPU they
 * took 10 to 20 ms of each navigation.
 *
 * `window.docusaurus` is the engine's documented client API, a frozen object
 * that links look up on every call: it is replaced by a frozen copy whose
 * `prefetch` defers the engine's own. The engine sets it after client
 * modules load, so this happens on the first route update, which comes
 * before any link reports being in view.
 */
import type { ClientModule } from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { prefetchValuesOfRoute } from '@site/src/lib/pageValues';

interface DocusaurusClient {
  prefetch: (routePath: string) => boolean | Promise<unknown>;
}

let wrapped = false;
const queued = new Set<string>();
let navigating = false;
let waiting: (() => void)[] = [];

export const onRouteUpdate: ClientModule['onRouteUpdate'] = ({ previousLocation }) => {
  if (previousLocation) navigating = true;
};

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = () => {
  navigating = false;
  const prefetches = waiting;
  waiting = [];
  prefetches.forEach((prefetch) => setTimeout(prefetch, 0));
  if (!ExecutionEnvironment.canUseDOM || wrapped) return;
  const client = (window as unknown as { docusaurus?: DocusaurusClient }).docusaurus;
  if (!client) return;
  wrapped = true;
  const prefetchNow = client.prefetch;
  const deferred: DocusaurusClient = {
    ...client,
    prefetch: (routePath) => {
      if (queued.has(routePath)) return false;
      queued.add(routePath);
      // The engine declines on a slow connection or with data saver on: so do the values.
      const prefetch = () => {
        if (prefetchNow(routePath) !== false) prefetchValuesOfRoute(routePath);
      };
      if (navigating) waiting.push(prefetch);
      else setTimeout(prefetch, 0);
      return true;
    },
  };
  Object.assign(window, { docusaurus: Object.freeze(deferred) });
};
