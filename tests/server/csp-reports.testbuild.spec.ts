/**
 * CSP reports under nginx, on the test build, whose settings set
 * CSP_REPORT_PATH (tests/fixtures/test-build-env.json): a violation in
 * Chromium makes it send a report to that path, and nginx logs it there.
 */
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumTestLaunchOptions } from '../../config/chromium';
import testBuildEnv from '../fixtures/test-build-env.json';
import { expect, test, waitForHydration } from '../e2e/fixtures';
import { rawRequest } from './http';

const reportPath = testBuildEnv.CSP_REPORT_PATH;

/** The CSP report log in a test server's folder (scripts/nginx.mjs puts it there). */
function reportLog(workDir: string): () => Array<Record<string, string>> {
  const file = path.join(workDir, 'paysari-docs-csp-reports.log');
  return () =>
    existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, string>)
      : [];
}

/** The report log of the nginx project's server at `baseURL`. */
async function projectReportLog(baseURL: string) {
  const { workDirFor } = await import('../../scripts/nginx.mjs');
  return reportLog(workDirFor(Number(new URL(baseURL).port)));
}

test('the policy and its Reporting-Endpoints header name the configured path', async ({ baseURL }) => {
  const response = await rawRequest(new URL('/docs/guide/intro', baseURL).href);
  expect(response.headers['content-security-policy']).toMatch(new RegExp(`; report-uri ${reportPath}; report-to csp$`));
  expect(response.headers['reporting-endpoints']).toBe(`csp="${reportPath}"`);
});

test('a violation in Chromium is reported to the configured path, where nginx logs it', async ({ baseURL }) => {
  // Chromium takes Reporting-Endpoints from HTTPS answers only (over plain
  // HTTP it sends no report at all, since the policy has report-to): so this
  // runs the shipped file with HTTPS, as tests/server/tls.spec.ts does, on the
  // two ports after that spec's (or TLS_TEST_PORT + 2 and + 3).
  const nginxTestBuildPort = Number(new URL(baseURL!).port);
  const httpPort = Number(process.env.TLS_TEST_PORT ?? nginxTestBuildPort + 1) + 2;
  const nginx = await import('../../scripts/nginx.mjs');
  const server = await nginx.startNginx({ port: httpPort, tlsPort: httpPort + 1, dir: 'build-test', stdio: 'pipe' });
  const reports = reportLog(server.workDir);
  // Chromium trusts the throwaway certificate by its key, and finds the site's name on loopback.
  const certificate = new X509Certificate(readFileSync(path.join(server.workDir, 'tls', 'fullchain.pem')));
  const keyHash = createHash('sha256')
    .update(certificate.publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  const browser = await chromium.launch({
    ...chromiumTestLaunchOptions,
    args: [
      ...chromiumTestLaunchOptions.args,
      `--host-resolver-rules=MAP ${nginx.siteHostName}:443 127.0.0.1:${httpPort + 1}`,
      `--ignore-certificate-errors-spki-list=${keyHash}`,
      // Chromium batches Reporting API reports for up to a minute; this switch sends them at once.
      '--short-reporting-delay',
    ],
  });
  try {
    const page = await browser.newPage();
    const pageUrl = `https://${nginx.siteHostName}/docs/guide/intro`;
    expect((await page.goto(pageUrl))?.status()).toBe(200);
    await waitForHydration(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    await expect.poll(() => reports().length, { timeout: 10_000 }).toBeGreaterThan(0);
    const [entry] = reports();
    expect(entry!.content_type).toBe('application/reports+json');
    const [report] = JSON.parse(entry!.report!) as Array<{ type: string; body: Record<string, string> }>;
    expect(report!.type).toBe('csp-violation');
    expect(report!.body.documentURL).toBe(pageUrl);
    expect(report!.body.effectiveDirective).toBe('script-src-elem');
    expect(report!.body.blockedURL).toBe('inline');
  } finally {
    await browser.close();
    await server.stop();
  }
});

test('older browsers’ report-uri reports are accepted and logged too; other methods are refused', async ({
  baseURL,
}) => {
  const reports = await projectReportLog(baseURL!);
  const documentUri = `${baseURL}docs/legacy-report-${Date.now()}`;
  const body = JSON.stringify({ 'csp-report': { 'document-uri': documentUri, 'violated-directive': 'script-src' } });
  const response = await rawRequest(new URL(reportPath, baseURL).href, {
    method: 'POST',
    headers: { 'Content-Type': 'application/csp-report', 'Content-Length': String(Buffer.byteLength(body)) },
    body,
  });
  expect(response.status).toBe(204);
  await expect.poll(() => reports().some((entry) => entry.report?.includes(documentUri))).toBe(true);
  expect((await rawRequest(new URL(reportPath, baseURL).href)).status).toBe(403);
});
