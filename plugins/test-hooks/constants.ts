/** Shared by the test-hooks plugin, its pages and the browser tests. */

/** Routes the plugin adds. */
export const testHookRoutes = {
  /** Throws while rendering its content in the browser, until a test disarms it. */
  crash: '/test-hooks/crash',
  /** Buttons that call the engine's own colour-mode and docs-version setters. */
  storage: '/test-hooks/storage',
} as const;

/** Start of the crash page's error message; a test checks production has none. */
export const crashMarker = 'Test-only crash trigger';
