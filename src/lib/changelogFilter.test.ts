import { describe, expect, it } from 'vitest';
import { areaSlug, changeAreas, changeTypes } from '../data/changelog';
import { changelogFilterCss, changelogFilterOf, changelogFilterScript } from './changelogFilter';

interface Select {
  name: string;
  value: string;
}

/** Runs the inline script against a fake document and address: the stylesheet it wrote and the selects' values. */
function runScript(search: string): { css: string | null; selects: Select[] } {
  let css: string | null = null;
  const selects: Select[] = [
    { name: 'area', value: '' },
    { name: 'type', value: '' },
  ];
  const document = {
    createElement: () => ({ textContent: '' }),
    head: { appendChild: (style: { textContent: string }) => (css = style.textContent) },
    querySelectorAll: () => selects,
  };
  new Function('document', 'location', changelogFilterScript)(document, { search });
  return { css, selects };
}

describe('changelogFilterOf', () => {
  it('reads a known area and type, and ignores unknown ones', () => {
    expect(changelogFilterOf('?area=webhooks&type=changed')).toEqual({ area: 'webhooks', type: 'changed' });
    expect(changelogFilterOf('?area=nowhere&type=renamed')).toEqual({ area: '', type: '' });
    expect(changelogFilterOf('')).toEqual({ area: '', type: '' });
  });
});

describe('the early filter script', () => {
  const areas = ['', ...changeAreas.map(areaSlug)];
  const types = ['', ...changeTypes];
  it.each(areas.flatMap((area) => types.map((type) => ({ area, type }))))(
    'writes the same rules as changelogFilterCss for area "$area", type "$type", and sets the selects',
    ({ area, type }) => {
      const search = `?${new URLSearchParams({ ...(area ? { area } : {}), ...(type ? { type } : {}) }).toString()}`;
      const { css, selects } = runScript(search);
      const expected = changelogFilterCss({ area, type });
      expect(css).toBe(expected || null);
      expect(selects.map((select) => select.value)).toEqual(expected ? [area, type] : ['', '']);
    },
  );

  it('hides entries and months outside the filter, only until React shows it', () => {
    expect(changelogFilterCss({ area: 'webhooks', type: 'changed' })).toBe(
      [
        'article[data-area]:not([data-area="webhooks"])',
        'section[data-month]:not([data-areas~="webhooks"])',
        'article[data-type]:not([data-type="changed"])',
        'section[data-month]:not([data-types~="changed"])',
        'section[data-month]:not([data-kinds~="webhooks/changed"])',
      ]
        .map((selector) => `[data-changelog]:not([data-filter-live]) ${selector}`)
        .join(',') + '{display:none}',
    );
  });

  it('ignores unknown and hostile values: nothing from the address reaches the stylesheet unchecked', () => {
    expect(runScript('?area=nowhere&type=renamed').css).toBeNull();
    expect(runScript(`?area=${encodeURIComponent('"]{}body{display:none}')}`).css).toBeNull();
    expect(runScript('?type=added&area=x').css).toBe(changelogFilterCss({ area: '', type: 'added' }));
  });

  it('does nothing, and does not throw, where the document is not there', () => {
    expect(() => new Function('document', 'location', changelogFilterScript)(undefined, undefined)).not.toThrow();
  });
});
