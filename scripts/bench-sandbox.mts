/**
 * npm run bench:sandbox: the first "Send to sandbox" click to the first
 * response on screen, in Chromium with the CPU slowed four times (a mid-range
 * phone), on the payment intent create page of an existing build/.
 *
 * Each round opens the page in a fresh context (nothing cached), opens the
 * request builder, then times the click: from the click to the frame after
 * the sandbox's answer shows. That covers fetching the sandbox's code, starting
 * its worker, reading the document and answering. Prints each round, the
 * median, and the JavaScript the click fetched (gzip). A benchmark, not a
 * test: times depend on the machine's load.
 *
 * Options: --port N (default 4235), --rounds N (default 5), --cpu N (slowdown, default 4).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium as playwright } from '@playwright/test';
import { chromiumLaunchOptions } from '../config/chromium';
import { serveBuild } from './perf/site';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4235' },
    rounds: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
  },
});
const pagePath = '/docs/api/payment_intents/create';

const server = await serveBuild(Number(values.port));
const browser = await playwright.launch(chromiumLaunchOptions);
try {
  const times: number[] = [];
  let fetched: string[] = [];
  for (let round = 0; round < Number(values.rounds); round++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
    await page.goto(`${server.origin}${pagePath}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Build a request' }).click();
    const send = page.getByRole('button', { name: 'Send to sandbox' });
    await send.waitFor();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
    });
    // No named functions inside: tsx would wrap them in a helper the page lacks.
    await page.evaluate(() => {
      const marks: { click?: number; shown?: number } = {};
      (window as unknown as { benchMarks: typeof marks }).benchMarks = marks;
      document.addEventListener(
        'click',
        (event) => {
          if ((event.target as HTMLElement).textContent === 'Send to sandbox') marks.click = performance.now();
        },
        { capture: true },
      );
      const observer = new MutationObserver(() => {
        if (marks.click === undefined || !document.querySelector('[data-sandbox-response]')) return;
        observer.disconnect();
        requestAnimationFrame(() => (marks.shown = performance.now()));
      });
      observer.observe(document.body, { subtree: true, childList: true });
    });
    await send.click();
    const handle = await page.waitForFunction(() => {
      const marks = (window as unknown as { benchMarks: { click?: number; shown?: number } }).benchMarks;
      return marks.click !== undefined && marks.shown !== undefined ? marks.shown - marks.click : null;
    });
    times.push((await handle.jsonValue()) as number);
    fetched = scripts;
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    `[bench:sandbox] first click to first response at CPU ×${values.cpu}: ${times.map(ms).join(', ')}; ` +
      `median ${ms(sorted[Math.floor(sorted.length / 2)] ?? NaN)}`,
  );
  const sizes = fetched.map((file) => {
    const content = readFileSync(path.join('build', file));
    return { file, raw: content.length, gzip: gzipSync(content).length };
  });
  for (const size of sizes) console.log(`[bench:sandbox]   ${size.file}: ${size.raw} B, ${size.gzip} B gzip`);
  console.log(
    `[bench:sandbox] JavaScript the click fetched: ${sizes.reduce((sum, size) => sum + size.gzip, 0)} B gzip ` +
      `in ${sizes.length} files`,
  );
} finally {
  await browser.close();
  server.close();
}
