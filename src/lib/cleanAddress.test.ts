import { describe, expect, it } from 'vitest';
import { cleanHtmlAddress } from './cleanAddress';

describe('cleanHtmlAddress', () => {
  it.each([
    ['/docs/guide/intro/index.html', '/docs/guide/intro', '/docs/guide/intro'],
    ['/docs/api/refunds/index.html', '/docs/api/refunds', '/docs/api/refunds'],
    ['/changelog.html', '/changelog', '/changelog'],
    ['/index.html', '/', '/'],
  ])('%s rendered as %s shows %s', (address, rendered, expected) => {
    expect(cleanHtmlAddress(address, rendered)).toBe(expected);
  });

  it.each([
    ['/docs/guide/intro', '/docs/guide/intro'],
    ['/docs/api/refunds/', '/docs/api/refunds/'],
    ['/openapi/paysari.html', '/openapi/paysari.html'],
  ])('leaves %s alone', (address, rendered) => {
    expect(cleanHtmlAddress(address, rendered)).toBeNull();
  });
});
