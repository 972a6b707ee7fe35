import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const [path, w, h, out, scroll] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
await page.goto('http://127.0.0.1:4225' + path);
await page.waitForSelector('html[data-has-hydrated="true"]');
if (scroll) await page.evaluate((y) => window.scrollTo(0, y), Number(scroll));
await page.waitForTimeout(300);
await page.screenshot({ path: out });
const info = await page.evaluate(() => {
  const r = (s) => { const e = document.querySelector(s); if (!e) return null; const b = e.getBoundingClientRect(); return [Math.round(b.x), Math.round(b.y), Math.round(b.width), Math.round(b.height)]; };
  return { ref: r('[data-api-column="reference"]'), ex: r('[data-api-column="examples"]'), toc: r('.theme-doc-toc-mobile'), h: document.documentElement.scrollHeight };
});
console.log(JSON.stringify(info));
await browser.close();
