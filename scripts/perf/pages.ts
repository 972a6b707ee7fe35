/**
 * What the bench and the budget test measure: the pages, and the screen they load them on.
 */

export interface BenchPage {
  id: 'home' | 'guide' | 'api' | 'changelog';
  label: string;
  path: string;
}

/** The four pages the issue names: home, a guide page, an API operation page and the changelog. */
export const benchPages: readonly BenchPage[] = [
  { id: 'home', label: 'Home', path: '/' },
  { id: 'guide', label: 'Guide page', path: '/docs/guide/developer_handbook/webhooks' },
  { id: 'api', label: 'API operation', path: '/docs/api/payment_intents/create' },
  { id: 'changelog', label: 'Changelog', path: '/changelog' },
];

/**
 * Lighthouse's mobile screen (a Moto G Power), so that the byte measurements
 * and Lighthouse see the same first screen (what is lazy-loaded depends on it).
 */
export const mobileScreen = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;
