import { describe, expect, it } from 'vitest';
import { markdownUrl } from './markdownUrl';

describe('markdownUrl', () => {
  it('adds .md to a page path', () => {
    expect(markdownUrl('/docs/guide/intro')).toBe('/docs/guide/intro.md');
    expect(markdownUrl('/changelog')).toBe('/changelog.md');
  });
  it('uses index.md inside the folder for index pages', () => {
    expect(markdownUrl('/docs/api/refunds/')).toBe('/docs/api/refunds/index.md');
    expect(markdownUrl('/')).toBe('/index.md');
  });
  it('ignores a query string or a fragment', () => {
    expect(markdownUrl('/docs/guide/intro#next-steps')).toBe('/docs/guide/intro.md');
    expect(markdownUrl('/docs/api/refunds/?x=1')).toBe('/docs/api/refunds/index.md');
  });
  it('rejects a relative path', () => {
    expect(() => markdownUrl('docs/guide/intro')).toThrow(/not a site path/);
  });
});
