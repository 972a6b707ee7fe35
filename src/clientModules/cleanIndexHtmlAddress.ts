/**
 * Paths ending in index.html are normalised: the engine already renders
 * `/x/index.html` as `/x`; after a client-side navigation this also cleans the
 * address bar. (Direct loads are redirected by the static server.)
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import { cleanHtmlAddress } from '../lib/cleanAddress';

type RouteUpdate = Parameters<NonNullable<ClientModule['onRouteDidUpdate']>>[0];

export function onRouteDidUpdate({ location }: RouteUpdate): void {
  if (!ExecutionEnvironment.canUseDOM) return;
  const clean = cleanHtmlAddress(window.location.pathname, location.pathname);
  if (clean === null) return;
  // Same history entry and state, so Back and Forward behave as before.
  window.history.replaceState(window.history.state, '', `${clean}${window.location.search}${window.location.hash}`);
}
