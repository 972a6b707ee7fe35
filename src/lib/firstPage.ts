/**
 * Whether the first page has hydrated, and what waits for the reader to
 * leave it (src/lib/serverOnlyContent.ts). A module of its own: every page's
 * main bundle carries it, through src/clientModules/serverOnlyContent.ts,
 * while only docs pages load the values' code.
 */
let hydrated = false;
let onLeaving: (() => void)[] = [];

export function isHydrated(): boolean {
  return hydrated;
}

export function markHydrated(): void {
  hydrated = true;
}

/** Runs `callback` when the reader first navigates away from the first page. */
export function whenLeavingFirstPage(callback: () => void): void {
  onLeaving.push(callback);
}

export function leaveFirstPage(): void {
  const callbacks = onLeaving;
  onLeaving = [];
  callbacks.forEach((callback) => callback());
}
