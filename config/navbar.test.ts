import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { navbar } from './navbar';

/** The item types src/theme/NavbarItem/ComponentTypes.tsx maps to a component (read from its source: it imports theme aliases). */
function ejectedTypes(): string[] {
  const source = readFileSync('src/theme/NavbarItem/ComponentTypes.tsx', 'utf8');
  const map = /const ComponentTypes = \{([^}]*)\}/.exec(source)?.[1] ?? '';
  return [...map.matchAll(/^\s*(\w+):/gm)].map((match) => match[1]!);
}

describe('navbar items and the ejected item types', () => {
  it("every item's type has a component (as the engine resolves a type: none, or default with sub-items, is a dropdown)", () => {
    const types = navbar.items.map((item) => {
      const type = 'type' in item ? item.type : undefined;
      if (!type || type === 'default') return 'items' in item ? 'dropdown' : 'default';
      return type;
    });
    expect(ejectedTypes()).toEqual(['default', 'docSidebar']);
    expect(types.filter((type) => !ejectedTypes().includes(type))).toEqual([]);
  });
});
