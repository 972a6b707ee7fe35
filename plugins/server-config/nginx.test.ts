import { describe, expect, it } from 'vitest';
import { nginxString, renderHeaders, renderRedirects } from './nginx';

describe('nginxString', () => {
  it('quotes, escaping quotes and backslashes', () => {
    expect(nginxString(`default-src 'self'; a "b" \\c`)).toBe(`"default-src 'self'; a \\"b\\" \\\\c"`);
  });

  it('refuses "$" (a variable to nginx) and control characters', () => {
    expect(() => nginxString('a$b')).toThrow();
    expect(() => nginxString('a\nb')).toThrow();
  });
});

describe('renderHeaders', () => {
  it('writes one add_header per header, sent with every status', () => {
    const conf = renderHeaders({
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'self'",
    });
    expect(conf).toContain('add_header X-Content-Type-Options "nosniff" always;\n');
    expect(conf).toContain(`add_header Content-Security-Policy "default-src 'self'" always;\n`);
    expect(conf).toMatch(/^# /);
  });

  it('refuses a header name nginx would misread', () => {
    expect(() => renderHeaders({ 'X Bad': 'v' })).toThrow();
  });
});

describe('renderRedirects', () => {
  it('writes exact-match locations that keep the query string', () => {
    const conf = renderRedirects([{ from: '/docs/api/refunds', to: '/docs/api/refunds/' }]);
    expect(conf).toContain('location = "/docs/api/refunds" { return 301 "/docs/api/refunds/$is_args$args"; }\n');
  });
});
