/**
 * Ejected (src/theme/README.md; tracks `@docusaurus/theme-classic` 3.10.2):
 * the navbar item types the site's navbar uses (config/navbar.ts), not all
 * nine. The map is in every page's main bundle, and with it each type's
 * component: the version and locale dropdowns, the generic dropdown and the
 * doc item were 1 KiB gzip there that no page rendered. A navbar item of
 * another type fails the build with the engine's own error, which names the
 * type ("No NavbarItem component found for type …"): add its component here.
 */
import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';

const ComponentTypes = {
  default: DefaultNavbarItem,
  docSidebar: DocSidebarNavbarItem,
} as unknown as ComponentTypesObject;

export default ComponentTypes;
