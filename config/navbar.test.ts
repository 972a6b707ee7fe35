import { validateThemeConfig } from '@docusaurus/theme-classic';
import { describe, expect, it } from 'vitest';
import { navbar } from './navbar';

// The theme renders every navbar item type with the engine's own map
// (nothing in src/theme replaces it), so an item is valid exactly when the
// engine's config schema accepts it: an unknown type is rejected there, naming
// it (tests/config-errors/navbarItems.test.ts proves the error on a real build).
describe('navbar items', () => {
  it("pass the engine's theme-config validation", () => {
    const validated = validateThemeConfig({
      themeConfig: { navbar },
      validate: (schema, themeConfig) => {
        const { error, value } = schema.validate(themeConfig, { allowUnknown: true });
        if (error) throw error;
        return value;
      },
    }) as { navbar: { items: unknown[] } };
    expect(validated.navbar.items).toHaveLength(navbar.items.length);
  });

  it('fail that validation with an unknown type, naming it', () => {
    expect(() =>
      validateThemeConfig({
        themeConfig: { navbar: { ...navbar, items: [{ type: 'docsSidebarr', sidebarId: 'guide' }] } },
        validate: (schema, themeConfig) => {
          const { error, value } = schema.validate(themeConfig, { allowUnknown: true });
          if (error) throw error;
          return value;
        },
      }),
    ).toThrow('Bad navbar item type docsSidebarr');
  });
});
