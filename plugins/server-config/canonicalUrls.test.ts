import { describe, expect, it } from 'vitest';
import { canonicalRedirects } from './canonicalUrls';

describe('canonicalRedirects', () => {
  it('sends the slash-less form of an index page to its slash form', () => {
    expect(canonicalRedirects(['/docs/api/refunds/'])).toEqual([
      { from: '/docs/api/refunds', to: '/docs/api/refunds/' },
      { from: '/docs/api/refunds/index.html', to: '/docs/api/refunds/' },
    ]);
  });

  it('sends the slash form of any other page to its slash-less form', () => {
    expect(canonicalRedirects(['/docs/api/refunds/create'])).toEqual([
      { from: '/docs/api/refunds/create/', to: '/docs/api/refunds/create' },
      { from: '/docs/api/refunds/create/index.html', to: '/docs/api/refunds/create' },
    ]);
  });

  it('handles the home page and skips file routes such as the not-found page', () => {
    expect(canonicalRedirects(['/', '/404.html'])).toEqual([{ from: '/index.html', to: '/' }]);
  });

  it('never redirects a path that is itself a route', () => {
    const redirects = canonicalRedirects(['/docs', '/docs/changelog/', '/docs/changelog/list']);
    expect(redirects).toContainEqual({ from: '/docs/', to: '/docs' });
    expect(redirects).toContainEqual({ from: '/docs/changelog', to: '/docs/changelog/' });
    expect(redirects.map((r) => r.from)).not.toContain('/docs/changelog/');
  });

  it('refuses two routes that share one page file', () => {
    expect(() => canonicalRedirects(['/x', '/x/'])).toThrow(/x\/index.html/);
  });

  it('refuses routes the server configuration could not match safely', () => {
    expect(() => canonicalRedirects(['/docs/a b'])).toThrow(/a b/);
    expect(() => canonicalRedirects(['/docs/$x'])).toThrow();
    expect(() => canonicalRedirects(['/docs//x'])).toThrow();
  });
});
