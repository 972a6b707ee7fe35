/**
 * The response headers every page and file of the site is served with, and
 * its Content-Security-Policy. Built from the same settings the site build
 * reads (src/lib/siteSettings.ts), so a widget's hosts are allowed exactly
 * when the build includes that widget.
 */
import type { SiteSettings } from '../../src/lib/siteSettings';

export type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'media-src'
  | 'frame-src'
  | 'worker-src'
  | 'manifest-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors'
  | 'report-uri'
  | 'report-to';

export type Sources = Partial<Record<Directive, readonly string[]>>;

/**
 * The site on its own: everything from its own origin. Styles allow
 * 'unsafe-inline' because the engine renders style attributes and Mermaid
 * writes a <style> into every diagram at run time (no hash can cover that);
 * inline scripts are allowed by hash only. `data:` images are the theme's
 * inline SVG icons.
 */
export const baseSources: Sources = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  'frame-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The chat widget (Intercom Messenger), from the vendor's source allow-list
 * ("Using Intercom with Content Security Policy").
 */
export const chatWidgetSources: Sources = {
  'script-src': ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
  'connect-src': [
    'https://via.intercom.io',
    'https://api.intercom.io',
    'https://api.au.intercom.io',
    'https://api.eu.intercom.io',
    'https://api-iam.intercom.io',
    'https://api-iam.eu.intercom.io',
    'https://api-iam.au.intercom.io',
    'https://api-ping.intercom.io',
    'https://*.intercom-messenger.com',
    'wss://*.intercom-messenger.com',
    'https://nexus-websocket-a.intercom.io',
    'wss://nexus-websocket-a.intercom.io',
    'https://nexus-websocket-b.intercom.io',
    'wss://nexus-websocket-b.intercom.io',
    'https://nexus-europe-websocket.intercom.io',
    'wss://nexus-europe-websocket.intercom.io',
    'https://nexus-australia-websocket.intercom.io',
    'wss://nexus-australia-websocket.intercom.io',
    'https://uploads.intercomcdn.com',
    'https://uploads.intercomcdn.eu',
    'https://uploads.au.intercomcdn.com',
    'https://uploads.eu.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  'frame-src': [
    'https://intercom-sheets.com',
    'https://www.intercom-reporting.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
    'https://fast.wistia.net',
  ],
  'font-src': ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  'form-action': [
    'https://intercom.help',
    'https://api-iam.intercom.io',
    'https://api-iam.eu.intercom.io',
    'https://api-iam.au.intercom.io',
  ],
  'media-src': ['https://js.intercomcdn.com', 'https://downloads.intercomcdn.com'],
  'img-src': [
    'blob:',
    'https://js.intercomcdn.com',
    'https://static.intercomassets.com',
    'https://downloads.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
    'https://gifs.intercomcdn.com',
    'https://video-messages.intercomcdn.com',
    'https://messenger-apps.intercom.io',
    'https://*.intercom-attachments-5.com',
    'https://*.intercom-attachments-6.com',
    'https://*.intercom-attachments-9.com',
  ],
};

/**
 * The session-recording tool (Hotjar): its hosts one by one, as the vendor
 * lists them for allow-lists that take no wildcards (its CSP help page gives
 * `*.hotjar.com` and `*.hotjar.io`, which would also allow any other page
 * hosted under those domains). The script host is the one the widget's client
 * module loads (src/lib/widgets/sessionRecording.ts; a unit test checks it).
 * Its start-up snippet is an inline script: its hash is added separately
 * (./sessionRecordingSnippet.ts), never 'unsafe-inline'.
 */
export const sessionRecordingSources: Sources = {
  'script-src': ['https://static.hotjar.com', 'https://script.hotjar.com'],
  'connect-src': [
    'https://in.hotjar.com',
    'https://vc.hotjar.io',
    'https://content.hotjar.io',
    'https://metrics.hotjar.io',
    'https://surveystats.hotjar.io',
    'wss://ws.hotjar.com',
  ],
  'img-src': ['https://static.hotjar.com', 'https://script.hotjar.com'],
  'font-src': ['https://script.hotjar.com'],
  'style-src': ['https://static.hotjar.com', 'https://script.hotjar.com'],
  'frame-src': ['https://vars.hotjar.com'],
};

/**
 * Search (Pagefind) compiles its WebAssembly, loaded from this origin, with
 * `WebAssembly.instantiate`: that needs 'wasm-unsafe-eval', which allows no
 * eval() of JavaScript.
 */
export const searchSources: Sources = {
  'script-src': ["'wasm-unsafe-eval'"],
};

export type WidgetSettings = Pick<SiteSettings, 'chatAppId' | 'sessionRecordingSiteId'>;

/** The build settings the server configuration depends on. */
export type ServerSettings = Pick<SiteSettings, 'chatAppId' | 'sessionRecordingSiteId' | 'cspReportPath'>;

/** Name of the Reporting API endpoint (`Reporting-Endpoints`) the policy's `report-to` refers to. */
export const cspReportEndpoint = 'csp';

/**
 * Where browsers send a report of each violation, when the build sets
 * CSP_REPORT_PATH: `report-to` for the Reporting API (current Chromium),
 * `report-uri` for the browsers without it (Firefox, Safari). A browser that
 * knows `report-to` ignores `report-uri`, so each violation is sent once.
 */
export function reportingSources(reportPath: string | null): Sources {
  return reportPath === null ? {} : { 'report-uri': [reportPath], 'report-to': [cspReportEndpoint] };
}

/** Merges source lists directive by directive, keeping the first occurrence of each source. */
export function mergeSources(...lists: Sources[]): Sources {
  const merged: Partial<Record<Directive, string[]>> = {};
  for (const list of lists) {
    for (const [directive, sources] of Object.entries(list) as [Directive, readonly string[]][]) {
      const target = (merged[directive] ??= []);
      for (const source of sources) if (!target.includes(source)) target.push(source);
    }
  }
  return merged;
}

/** The policy's directives for these settings and the build's inline-script hashes. */
export function cspSources(settings: WidgetSettings, scriptHashes: readonly string[]): Sources {
  return mergeSources(
    baseSources,
    { 'script-src': scriptHashes },
    settings.chatAppId !== null ? chatWidgetSources : {},
    settings.sessionRecordingSiteId !== null ? sessionRecordingSources : {},
    searchSources,
  );
}

/** Serialises directives in the order of `baseSources`: `name source source; …`. */
export function serializeCsp(sources: Sources): string {
  const order = Object.keys(baseSources) as Directive[];
  const names = [...order, ...(Object.keys(sources) as Directive[]).filter((d) => !order.includes(d))];
  return names
    .filter((name) => (sources[name]?.length ?? 0) > 0)
    .map((name) => `${name} ${sources[name]!.join(' ')}`)
    .join('; ');
}

export function contentSecurityPolicy(
  settings: WidgetSettings & Partial<Pick<ServerSettings, 'cspReportPath'>>,
  scriptHashes: readonly string[],
): string {
  return serializeCsp({ ...cspSources(settings, scriptHashes), ...reportingSources(settings.cspReportPath ?? null) });
}

/**
 * Every header the server adds to every response, the not-found page and
 * redirects included. Cache-Control depends on the path and is set by the
 * server configuration itself (deploy/nginx.conf).
 */
export function securityHeaders(csp: string, reportPath: string | null = null): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    // The Reporting API endpoint the policy's report-to names; a path on this
    // origin, which the browser resolves against the page's address.
    ...(reportPath === null ? {} : { 'Reporting-Endpoints': `${cspReportEndpoint}="${reportPath}"` }),
    // Two years, subdomains included: the documentation is only ever served over HTTPS.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Powerful features the site never uses, off for it and anything it embeds.
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    // Browsers without CSP frame-ancestors support.
    'X-Frame-Options': 'DENY',
    // A page another site opens gets no handle on this one's window, and the
    // reverse (the chat widget opens links in new tabs, which need none).
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Other sites cannot embed this site's files (scripts, images, JSON) in their pages.
    'Cross-Origin-Resource-Policy': 'same-origin',
    // No Flash or PDF cross-domain policy files apply to this site.
    'X-Permitted-Cross-Domain-Policies': 'none',
  };
}
