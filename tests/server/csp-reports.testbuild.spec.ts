/**
 * CSP reports under nginx, on the test build, whose settings set
 * CSP_REPORT_PATH (tests/fixtures/test-build-env.json): a violation in
 * Chromium makes it send a report to that path, and nginx logs it there.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumTestLaunchOptions } from '../../config/chromium';
import testBuildEnv from '../fixtures/test-build-env.json';
import { expect, test, waitForHydration } from '../e2e/fixtures';
import { rawRequest } from './http';

const reportPath = testBuildEnv.CSP_REPORT_PATH;

/** The report log of the nginx serving `baseURL` (scripts/nginx.mjs keeps it in the server's folder). */
async function reportLog(baseURL: string): Promise<() => Array<Record<string, string>>> {
  const { workDirFor } = await import('../../scripts/nginx.mjs');
  const file = path.join(workDirFor(Number(new URL(baseURL).port)), 'paysari-docs-csp-reports.log');
  return () =>
    existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, string>)
      : [];
}

test('the policy and its Reporting-Endpoints header name the configured path', async ({ baseURL }) => {
  const response = await rawRequest(new URL('/docs/guide/intro', baseURL).href);
  expect(response.headers['content-security-policy']).toMatch(new RegExp(`; report-uri ${reportPath}; report-to csp$`));
  expect(response.headers['reporting-endpoints']).toBe(`csp="${reportPath}"`);
});

test('a violation in Chromium is reported to the configured path, where nginx logs it', async ({ baseURL }) => {
  const reports = await reportLog(baseURL!);
  // Chromium batches Reporting API reports for up to a minute; this switch sends them at once.
  const browser = await chromium.launch({
    ...chromiumTestLaunchOptions,
    args: [...chromiumTestLaunchOptions.args, '--short-reporting-delay'],
  });
  try {
    const page = await browser.newPage({ baseURL });
    const marker = `violation-${Date.now()}`;
    await page.goto('/docs/guide/intro');
    await waitForHydration(page);
    await page.evaluate((text) => {
      const script = document.createElement('script');
      script.textContent = `window.${text.replace('-', '_')} = true`;
      document.body.append(script);
    }, marker);
    const fromThisPage = () =>
      reports().filter((entry) => entry.report?.includes(`${new URL('/docs/guide/intro', baseURL).href}`));
    await expect.poll(() => fromThisPage().length, { timeout: 10_000 }).toBeGreaterThan(0);
    const [entry] = fromThisPage();
    expect(entry!.content_type).toBe('application/reports+json');
    const [report] = JSON.parse(entry!.report!) as Array<{ type: string; body: Record<string, string> }>;
    expect(report!.type).toBe('csp-violation');
    expect(report!.body.effectiveDirective).toBe('script-src-elem');
    expect(report!.body.blockedURL).toBe('inline');
  } finally {
    await browser.close();
  }
});

test('older browsers’ report-uri reports are accepted and logged too; other methods are refused', async ({
  baseURL,
}) => {
  const reports = await reportLog(baseURL!);
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
