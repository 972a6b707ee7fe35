/**
 * Shared by the build (./index.ts, ./plugin.ts) and the page's component
 * (src/components/BuildTimeDiagram), which must not import the build's modules.
 */

/** Where the dark drawings are in the build, from the site's root (written by ./plugin.ts after the build). */
export const darkDrawingsDir = 'assets/diagrams';
