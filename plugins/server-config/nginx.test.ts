import { describe, expect, it } from 'vitest';
import {
  nginxString,
  renderCspReportLocation,
  renderHeaderMaps,
  renderHeaders,
  renderHttpConf,
  renderRedirects,
} from './nginx';

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
    expect(conf).toContain('add_header X-Content-Type-Options $paysari_x_content_type_options always;\n');
    expect(conf).toContain('add_header Content-Security-Policy $paysari_content_security_policy always;\n');
    expect(conf).toMatch(/^# /);
  });

  it("takes each value from a map that is empty on a 416 (nginx's second header pass)", () => {
    const maps = renderHeaderMaps({ 'Content-Security-Policy': "default-src 'self'" });
    expect(maps).toBe(
      'map $status $paysari_content_security_policy {\n' +
        `    volatile;\n    416 "";\n    default "default-src 'self'";\n}\n`,
    );
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

describe('CSP reporting', () => {
  it('writes no location and no sink when no report path is set', () => {
    expect(renderCspReportLocation(null)).not.toContain('location');
    expect(renderHttpConf('', '', null)).not.toMatch(/^server|log_format/m);
  });

  it('logs POSTed reports with their body at the configured path, through the local sink', () => {
    const location = renderCspReportLocation('/csp-reports');
    expect(location).toContain('location = "/csp-reports" {');
    expect(location).toMatch(/limit_except POST \{\s+deny all;\s+\}/);
    expect(location).toContain('access_log /var/log/nginx/paysari-docs-csp-reports.log paysari_docs_csp_report;');
    expect(location).toContain('proxy_pass http://unix:/run/paysari-docs-csp-sink.sock:/;');
    const http = renderHttpConf('', '', '/csp-reports');
    expect(http).toContain('listen unix:/run/paysari-docs-csp-sink.sock;');
    expect(http).toContain('"report":"$request_body"');
  });
});
