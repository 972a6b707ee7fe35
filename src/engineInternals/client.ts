/**
 * The engine's private browser modules, in one place (see README.md).
 *
 * The browser-flag context behind `useIsBrowser()`: src/theme/Tabs provides
 * `false` to the engine's tabs so they do not remount after hydration, and
 * the on-demand code block provides the real value to the blocks it renders.
 * Docusaurus exports the hook but not the context.
 */
export { BrowserContextProvider, Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';

/**
 * The mobile navbar sidebar's state (whether it would render, whether it is
 * open): src/theme/Navbar/MobileSidebar mounts the engine's sidebar outside
 * the hydration's tasks. The theme exports it from its `internal` entry,
 * meant for swizzled components and not covered by semver.
 */
export { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
