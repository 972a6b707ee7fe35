import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * The navbar item types of the engine's theme, each with the theme component
 * that renders it (`@docusaurus/theme-classic`, `NavbarItem/ComponentTypes`).
 */
export const navbarItemComponents = {
  default: 'DefaultNavbarItem',
  localeDropdown: 'LocaleDropdownNavbarItem',
  search: 'SearchNavbarItem',
  dropdown: 'DropdownNavbarItem',
  html: 'HtmlNavbarItem',
  doc: 'DocNavbarItem',
  docSidebar: 'DocSidebarNavbarItem',
  docsVersion: 'DocsVersionNavbarItem',
  docsVersionDropdown: 'DocsVersionDropdownNavbarItem',
} as const;

export type NavbarItemType = keyof typeof navbarItemComponents;

interface NavbarItemConfig {
  type?: string;
  items?: NavbarItemConfig[];
}

/**
 * The item types a navbar's items use, dropdowns' items included, in the
 * theme's order. An item without a type (or `default`) that has `items` is a
 * dropdown, as the theme reads it. A type the theme does not know is left
 * out: the theme's own error names it when the item renders.
 */
export function usedItemTypes(items: readonly NavbarItemConfig[]): NavbarItemType[] {
  const used = new Set<string>();
  const visit = (item: NavbarItemConfig) => {
    const type = !item.type || item.type === 'default' ? ('items' in item ? 'dropdown' : 'default') : item.type;
    used.add(type);
    item.items?.forEach(visit);
  };
  items.forEach(visit);
  return (Object.keys(navbarItemComponents) as NavbarItemType[]).filter((type) => used.has(type));
}

/** The module the theme's map of item types is: the components of `types`, and no other. */
export function componentTypesModule(types: readonly NavbarItemType[]): string {
  const imports = types.map(
    (type) => `import ${navbarItemComponents[type]} from '@theme/NavbarItem/${navbarItemComponents[type]}';`,
  );
  const entries = types.map((type) => `  ${type}: ${navbarItemComponents[type]},`);
  return [
    '// Written by plugins/navbar-item-types from the site config: the navbar item types it uses.',
    ...imports,
    'export default {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

/**
 * Writes the theme's map of navbar item types (imported by
 * src/theme/NavbarItem/ComponentTypes.ts) with only the types the site's
 * navbar uses. The engine's map imports all nine item components, and every
 * page's first load carried the seven this site does not use. Any type the
 * config adds is in the map at the next build, so every type the theme
 * supports still works.
 */
export default function navbarItemTypesPlugin(context: LoadContext): Plugin {
  const navbar = (context.siteConfig.themeConfig as { navbar?: { items?: NavbarItemConfig[] } }).navbar;
  const file = path.join(context.generatedFilesDir, 'navbar-item-types', 'componentTypes.js');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, componentTypesModule(usedItemTypes(navbar?.items ?? [])));
  return { name: 'navbar-item-types' };
}
