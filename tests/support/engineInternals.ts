/**
 * The engine's private Node modules that only tests use (the config-error
 * tests): the one place outside src/engineInternals that imports an engine
 * package's private files. src/engineInternals/internals.test.ts checks that
 * an upgrade has not moved them.
 */

/** Loads and validates a site's config as `docusaurus build` does. */
export { loadSiteConfig } from '@docusaurus/core/lib/server/config';
/** Loads a whole site (plugins, routes) without building it. */
export { loadSite } from '@docusaurus/core/lib/server/site';
