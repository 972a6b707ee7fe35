import { describe, expect, it } from 'vitest';
import { chatScriptUrl, isPageChange, shouldStartChat } from './chat';

describe('chat widget helpers', () => {
  it('builds the vendor script URL from the app id', () => {
    expect(chatScriptUrl('abc123de')).toBe('https://widget.intercom.io/widget/abc123de');
  });

  it('starts only with an app id', () => {
    expect(shouldStartChat('abc123de')).toBe(true);
    expect(shouldStartChat(null)).toBe(false);
    expect(shouldStartChat('')).toBe(false);
  });

  it.each([
    [null, { pathname: '/docs', search: '' }, false],
    [{ pathname: '/docs', search: '' }, { pathname: '/changelog', search: '' }, true],
    [{ pathname: '/docs', search: '' }, { pathname: '/docs', search: '?q=1' }, true],
    [{ pathname: '/docs', search: '' }, { pathname: '/docs', search: '' }, false],
  ])('from %j to %j is a page change: %j', (previous, next, expected) => {
    expect(isPageChange(previous, next)).toBe(expected);
  });
});
