import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { navbar } from '../../config/navbar';
import { componentTypesModule, navbarItemComponents, usedItemTypes } from '.';

const require = createRequire(import.meta.url);

describe('the navbar item types a navbar uses', () => {
  it("are this site's: plain links and docs sidebar links", () => {
    expect(usedItemTypes(navbar.items)).toEqual(['default', 'docSidebar']);
  });

  it("read an untyped item with items as a dropdown, and include a dropdown's items", () => {
    expect(
      usedItemTypes([
        { items: [{ type: 'doc' }, {}] },
        { type: 'default', items: [{ type: 'docsVersion' }] },
        { type: 'localeDropdown' },
      ]),
    ).toEqual(['default', 'localeDropdown', 'dropdown', 'doc', 'docsVersion']);
  });

  it('leave out a type the theme does not know (its own error names the item)', () => {
    expect(usedItemTypes([{ type: 'docsSidebar' }, { type: 'html' }])).toEqual(['html']);
  });
});

describe('the map of item types', () => {
  it('imports the used components and no other', () => {
    const source = componentTypesModule(['default', 'docSidebar']);
    expect(source).toContain("import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';");
    expect(source).toContain('  docSidebar: DocSidebarNavbarItem,');
    expect(source.match(/^import /gm)).toHaveLength(2);
  });

  it("names the engine's types and components, as the engine's own map does", () => {
    // Fails when an engine upgrade adds, renames or removes a navbar item type.
    const engineMap = readFileSync(
      path.join(
        path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
        'lib/theme/NavbarItem/ComponentTypes.js',
      ),
      'utf8',
    );
    const entries = [...engineMap.matchAll(/^\s+(\w+): (\w+),$/gm)].map(([, type, component]) => [type, component]);
    expect(Object.fromEntries(entries)).toEqual(navbarItemComponents);
  });
});
