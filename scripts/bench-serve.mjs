#!/usr/bin/env node
// A bounded load check of the production server on loopback: nginx with
// deploy/nginx.conf over build/ (scripts/nginx.mjs), loaded by autocannon for
// a fixed time against a page and an asset, as a browser asks for them
// (Brotli accepted). Prints requests per second, latency and errors, writes
// bench-results/serve.json, and exits 1 on any error or non-2xx response.
// A benchmark, not a test: the figures depend on the machine.
//
// Usage: npm run bench:serve [-- --duration 10 --connections 10 --port 4179]
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startNginx } from './nginx.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4179' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

const mainScript = readdirSync('build/assets/js').find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
if (!mainScript) throw new Error('no build/assets/js/main.*.js: run npm run build first');
const targets = [
  { name: 'page', path: '/docs/api/refunds/create' },
  { name: 'asset', path: `/assets/js/${mainScript}` },
];

const server = await startNginx({ port: Number(values.port), stdio: 'inherit' });
const results = [];
try {
  for (const target of targets) {
    const result = await autocannon({
      url: new URL(target.path, server.url).href,
      connections,
      duration,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    results.push({
      name: target.name,
      path: target.path,
      requestsPerSecond: Math.round(result.requests.average),
      requests: result.requests.total,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      throughputMBps: Number((result.throughput.average / 1_048_576).toFixed(1)),
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    });
  }
} finally {
  await server.stop();
}

console.log(`\nnginx on loopback, ${connections} connections, ${duration} s per target (Accept-Encoding: br, gzip)\n`);
console.table(
  Object.fromEntries(
    results.map((r) => [
      `${r.name} ${r.path}`,
      {
        'req/s': r.requestsPerSecond,
        requests: r.requests,
        'p50 ms': r.latencyMs.p50,
        'p99 ms': r.latencyMs.p99,
        'MB/s': r.throughputMBps,
        errors: r.errors,
        timeouts: r.timeouts,
        'non-2xx': r.non2xx,
      },
    ]),
  ),
);
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/serve.json',
  `${JSON.stringify({ date: new Date().toISOString(), connections, duration, results }, null, 2)}\n`,
);

const failed = results.filter((r) => r.errors + r.timeouts + r.non2xx > 0 || r.requests === 0);
if (failed.length > 0) {
  console.error(`✖ errors under load: ${failed.map((r) => r.name).join(', ')}`);
  process.exit(1);
}
console.log('✔ No errors. Results in bench-results/serve.json.');
