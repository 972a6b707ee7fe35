#!/usr/bin/env node
// Prints the JavaScript each page of the built site loads, measured in a real
// browser: all JS requested by the time the page has hydrated and gone idle,
// raw and gzip, and the part specific to the page (not loaded by the home page).
//
// Usage: node scripts/measure-js.mjs [--prefix /docs/api/] [--top 5] [--json]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const { values } = parseArgs({
  options: {
    prefix: { type: 'string', default: '/docs/api/' },
    top: { type: 'string', default: '5' },
    port: { type: 'string', default: '4399' },
    json: { type: 'boolean', default: false },
  },
});

const root = path.resolve('build');
const origin = `http://127.0.0.1:${values.port}`;
const routes = JSON.parse(readFileSync('tests/fixtures/routes.json', 'utf8'))
  .routes.map((r) => r.path)
  .filter((p) => p.startsWith(values.prefix));

const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', values.port], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 800));

const sizes = new Map();
function fileSize(url) {
  if (!sizes.has(url)) {
    const body = readFileSync(path.join(root, new URL(url).pathname));
    sizes.set(url, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return sizes.get(url);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

async function scriptsOf(route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(origin)) scripts.add(request.url());
  });
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await context.close();
  return scripts;
}

try {
  const baseline = await scriptsOf('/');
  const rows = [];
  for (const route of routes) {
    const scripts = await scriptsOf(route);
    const total = [...scripts].map(fileSize);
    const own = [...scripts].filter((s) => !baseline.has(s)).map(fileSize);
    const sum = (list, key) => list.reduce((n, s) => n + s[key], 0);
    rows.push({
      route,
      requests: scripts.size,
      raw: sum(total, 'raw'),
      gzip: sum(total, 'gzip'),
      ownRaw: sum(own, 'raw'),
      ownGzip: sum(own, 'gzip'),
    });
  }
  rows.sort((a, b) => b.ownGzip - a.ownGzip);
  const kib = (n) => (n / 1024).toFixed(1);
  if (values.json) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    console.log(`JS per page under ${values.prefix} (${rows.length} pages), largest page-specific JS first (KiB):`);
    console.log('route'.padEnd(58), 'requests', 'total raw', 'total gzip', 'own raw', 'own gzip');
    for (const r of rows.slice(0, Number(values.top))) {
      console.log(
        r.route.padEnd(58),
        String(r.requests).padStart(8),
        kib(r.raw).padStart(9),
        kib(r.gzip).padStart(10),
        kib(r.ownRaw).padStart(7),
        kib(r.ownGzip).padStart(8),
      );
    }
  }
} finally {
  await browser.close();
  server.kill();
}
