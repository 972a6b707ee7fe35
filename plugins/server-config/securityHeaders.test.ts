import { describe, expect, it } from 'vitest';
import { chatScriptUrl } from '../../src/lib/widgets/chat';
import { sessionRecordingScriptUrl } from '../../src/lib/widgets/sessionRecording';
import {
  chatWidgetSources,
  contentSecurityPolicy,
  cspSources,
  securityHeaders,
  sessionRecordingSources,
  serializeCsp,
} from './securityHeaders';

const off = { chatAppId: null, sessionRecordingSiteId: null };
const hash = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

/** Every host (scheme + host) a policy names. */
function hosts(csp: string): string[] {
  return [...csp.matchAll(/\b(?:https|wss):\/\/[^\s;]+/g)].map((m) => m[0]);
}

describe('contentSecurityPolicy', () => {
  it('allows only the site itself when both widgets are off', () => {
    const csp = contentSecurityPolicy(off, [hash]);
    expect(hosts(csp)).toEqual([]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(`script-src 'self' ${hash}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it("lets search compile its WebAssembly, and nothing else ('wasm-unsafe-eval' only)", () => {
    const scriptSources = contentSecurityPolicy(off, [hash])
      .match(/script-src ([^;]*)/)![1]!
      .split(' ');
    expect(scriptSources).toContain("'wasm-unsafe-eval'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
  });

  it("adds the chat widget's hosts only when its app id is set", () => {
    const csp = contentSecurityPolicy({ ...off, chatAppId: 'abcd1234' }, [hash]);
    expect(csp).toMatch(/script-src 'self' 'sha256-[^;]* https:\/\/widget\.intercom\.io/);
    expect(csp).toMatch(/connect-src [^;]*wss:\/\/nexus-websocket-a\.intercom\.io/);
    expect(hosts(csp).every((h) => /intercom|youtube|vimeo|wistia/.test(h))).toBe(true);
    expect(csp).not.toContain('hotjar');
  });

  it("adds the session-recording tool's hosts only when its site id is set", () => {
    const csp = contentSecurityPolicy({ ...off, sessionRecordingSiteId: 123 }, [hash]);
    expect(csp).toMatch(/script-src [^;]*https:\/\/static\.hotjar\.com/);
    expect(csp).toMatch(/connect-src [^;]*wss:\/\/ws\.hotjar\.com/);
    expect(csp).not.toContain('intercom');
  });

  it("names the session-recording tool's hosts exactly, with no wildcard", () => {
    const csp = contentSecurityPolicy({ ...off, sessionRecordingSiteId: 123 }, [hash]);
    const recordingHosts = hosts(csp).filter((h) => /hotjar/.test(h));
    expect(recordingHosts.length).toBeGreaterThan(0);
    expect(recordingHosts.filter((h) => h.includes('*'))).toEqual([]);
  });

  it("allows the scripts the widgets' client modules actually load", () => {
    const csp = contentSecurityPolicy({ chatAppId: 'abcd1234', sessionRecordingSiteId: 123 }, []);
    const scriptSources = csp.match(/script-src ([^;]*)/)![1]!.split(' ');
    expect(scriptSources).toContain(new URL(chatScriptUrl('abcd1234')).origin);
    expect(scriptSources).toContain(new URL(sessionRecordingScriptUrl(123)).origin);
  });

  it('lists each source once per directive with both widgets on', () => {
    const sources = cspSources({ chatAppId: 'abcd1234', sessionRecordingSiteId: 123 }, [hash, hash]);
    for (const list of Object.values(sources)) expect(new Set(list).size).toBe(list.length);
    expect(sources['img-src']).toEqual(
      expect.arrayContaining([...chatWidgetSources['img-src']!, ...sessionRecordingSources['img-src']!]),
    );
  });

  it('serialises directives as "name sources; name sources"', () => {
    expect(serializeCsp({ 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'], 'font-src': [] })).toBe(
      "default-src 'self'; img-src 'self' data:",
    );
  });
});

describe('CSP reporting', () => {
  it('adds no reporting directive when no report path is set', () => {
    const csp = contentSecurityPolicy({ ...off, cspReportPath: null }, [hash]);
    expect(csp).not.toMatch(/report-(uri|to)/);
    expect(securityHeaders(csp, null)).not.toHaveProperty('Reporting-Endpoints');
  });

  it('reports to the configured path with report-to, and report-uri for older browsers', () => {
    const csp = contentSecurityPolicy({ ...off, cspReportPath: '/csp-reports' }, [hash]);
    expect(csp).toMatch(/; report-uri \/csp-reports; report-to csp$/);
    expect(securityHeaders(csp, '/csp-reports')['Reporting-Endpoints']).toBe('csp="/csp-reports"');
  });
});

describe('securityHeaders', () => {
  it('adds HSTS, nosniff, a referrer policy, a permissions policy and framing protection', () => {
    const headers = securityHeaders('csp');
    expect(headers['Content-Security-Policy']).toBe('csp');
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('isolates the site from other origins (opener, resources) and refuses cross-domain policy files', () => {
    const headers = securityHeaders('csp');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(headers['X-Permitted-Cross-Domain-Policies']).toBe('none');
  });
});
