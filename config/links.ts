import type { Config } from '@docusaurus/types';

/**
 * What the build does with a broken link, exactly as the specification sets
 * it: links throw; anchors, Markdown links and duplicate routes warn, so that
 * authors see every problem at once. (The test suite then allows no warning:
 * scripts/build-checked.mjs.) Shared with the link-rule fixture site
 * (tests/fixtures/navbar-site), which proves the engine applies them.
 */
export const linkRules = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
} as const satisfies Pick<Config, 'onBrokenLinks' | 'onBrokenAnchors' | 'onDuplicateRoutes'>;

/** Markdown link rule (under `markdown.hooks` since Docusaurus 3.9). */
export const markdownLinkRules = { onBrokenMarkdownLinks: 'warn' } as const;
