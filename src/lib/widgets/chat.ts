/** Pure helpers for the customer-messaging chat widget (Intercom Messenger). */

/** The widget script the vendor's loader adds to the page for an app id. */
export function chatScriptUrl(appId: string): string {
  return `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
}

export function shouldStartChat(appId: string | null): appId is string {
  return appId !== null && appId !== '';
}

interface PageAddress {
  pathname: string;
  search: string;
}

/**
 * A route update the widget must hear about: another page, not a jump to an
 * anchor on the same one (the engine reports both).
 */
export function isPageChange(previous: PageAddress | null, next: PageAddress): boolean {
  return previous !== null && (previous.pathname !== next.pathname || previous.search !== next.search);
}
