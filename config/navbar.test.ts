import * as themeClassic from '@docusaurus/theme-classic';
import { describe, expect, it } from 'vitest';
import { navbar } from './navbar';

interface Schema {
  validate(value: unknown, options: object): { error?: Error; value: unknown };
}

/**
 * The theme's `validateThemeConfig`, the plugin lifecycle function the engine
 * calls on the site config (its type declarations leave it out), with a
 * validator that throws the schema's error as the engine does.
 */
const { validateThemeConfig } = themeClassic as unknown as {
  validateThemeConfig(args: { themeConfig: object; validate: (schema: Schema, config: object) => unknown }): unknown;
};

function validate(schema: Schema, themeConfig: object): unknown {
  const { error, value } = schema.validate(themeConfig, { allowUnknown: true });
  if (error) throw error;
  return value;
}

// The theme renders every navbar item type with the engine's own map
// (nothing in src/theme replaces it), so an item is valid exactly when the
// engine's config schema accepts it: an unknown type is rejected there, naming
// it (tests/config-errors/navbarItems.test.ts proves the error on a real build).
describe('navbar items', () => {
  it("pass the engine's theme-config validation", () => {
    const validated = validateThemeConfig({ themeConfig: { navbar }, validate }) as { navbar: { items: unknown[] } };
    expect(validated.navbar.items).toHaveLength(navbar.items.length);
  });

  it('fail that validation with an unknown type, naming it', () => {
    expect(() =>
      validateThemeConfig({
        themeConfig: { navbar: { ...navbar, items: [{ type: 'docsSidebarr', sidebarId: 'guide' }] } },
        validate,
      }),
    ).toThrow('Bad navbar item type docsSidebarr');
  });
});
