import { describe, expect, it } from 'vitest';
import { renderHeadersFile, renderRedirectsFile } from './staticHost';

describe('renderHeadersFile', () => {
  it('gives every path the security headers and the hashed rules the year-long Cache-Control', () => {
    const file = renderHeadersFile({ 'X-Frame-Options': 'DENY' }, ['/assets/js/*']);
    expect(file).toMatch(/^# /);
    expect(file).toContain(
      '/*\n  X-Frame-Options: DENY\n\n/assets/js/*\n  Cache-Control: public, max-age=31536000, immutable\n',
    );
  });

  it('refuses a header it cannot write on one line', () => {
    expect(() => renderHeadersFile({ 'X-A': 'a\nb' }, [])).toThrow();
  });
});

describe('renderRedirectsFile', () => {
  it('writes one permanent redirect a line', () => {
    expect(renderRedirectsFile([{ from: '/docs/api/refunds', to: '/docs/api/refunds/' }])).toContain(
      '/docs/api/refunds /docs/api/refunds/ 301\n',
    );
  });
});
