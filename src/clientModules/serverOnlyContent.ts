/**
 * Tells src/lib/serverOnlyContent.ts (through src/lib/firstPage.ts) that the
 * first page has hydrated: page modules evaluated from now on (client-side
 * navigations) fetch their code blocks' text, schema tables' rows and
 * diagrams, which only the server's HTML had. The engine calls
 * `onRouteDidUpdate` after the first render too. Leaving the first page
 * fetches its own values. A navigation asks for the new page's values as it
 * starts, before the engine loads the page's code (src/lib/pageValues.ts).
 */
import type { ClientModule } from '@docusaurus/types';
import { leaveFirstPage, markHydrated } from '@site/src/lib/firstPage';
import { fetchValuesOfRoute } from '@site/src/lib/pageValues';

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = () => {
  markHydrated();
};

export const onRouteUpdate: ClientModule['onRouteUpdate'] = ({ previousLocation, location }) => {
  // The engine calls this for the first page too, with no previous location.
  if (!previousLocation) return;
  leaveFirstPage();
  if (location.pathname !== previousLocation.pathname) fetchValuesOfRoute(location.pathname);
};
