/**
 * The per-client limits of deploy/nginx.conf under a short, bounded load on
 * loopback: one client sends requests as fast as it can and gets 429 once
 * its burst is spent, while a reader at another address loads pages as
 * usual. nginx exempts 127.0.0.1 (the other tests, health checks, a local
 * proxy), so the two clients send from 127.0.0.2 and 127.0.0.3, which Linux
 * routes over loopback too. Prints the reader's timings alone and beside
 * the client over its limit.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { assetMatching, projectDir } from './build';

/**
 * The limits as configured: a bucket of `burst` requests, refilled at `rate`
 * a second, and `connections` at once.
 */
function configuredLimits(): { rate: number; burst: number; connections: number } {
  const nginxConf = readFileSync(path.join(projectDir, 'deploy/nginx.conf'), 'utf8');
  const siteConf = readFileSync(path.join(projectDir, 'deploy/site.conf'), 'utf8');
  const rate = /limit_req_zone\s[^;]*rate=(\d+)r\/s;/.exec(nginxConf)?.[1];
  const burst = /limit_req\s+zone=\S+\s+burst=(\d+)\s+nodelay;/.exec(siteConf)?.[1];
  const connections = /limit_conn\s+\S+\s+(\d+);/.exec(siteConf)?.[1];
  if (!rate || !burst || !connections) {
    throw new Error('deploy/nginx.conf or site.conf no longer has limit_req (rate, burst) and limit_conn');
  }
  return { rate: Number(rate), burst: Number(burst), connections: Number(connections) };
}

interface Outcome {
  status: number;
  milliseconds: number;
}

function timedGet(url: string, agent: http.Agent): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, milliseconds: performance.now() - started }),
        );
      })
      .on('error', reject);
  });
}

/** A client at its own loopback address, with a browser's six connections. */
const clientAt = (localAddress: string, maxSockets = 6) =>
  new http.Agent({ keepAlive: true, maxSockets, localAddress } as http.AgentOptions);

/** What a reader's browser fetches for a first visit to a page: the HTML, its script, its styles, the logo. */
function pageVisit(): string[] {
  return [
    '/docs/guide/intro',
    `/${assetMatching(/^assets\/js\/main\.[0-9a-f]{8,}\.js$/)}`,
    `/${assetMatching(/^assets\/css\/styles\.[0-9a-f]{8,}\.css$/)}`,
    '/img/logo.svg',
    '/docs/api/refunds/create',
  ];
}

/** Three page visits, each file fetched in parallel as a browser does: 15 requests. */
async function reader(baseURL: string, agent: http.Agent): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let visit = 0; visit < 3; visit++) {
    outcomes.push(...(await Promise.all(pageVisit().map((p) => timedGet(new URL(p, baseURL).href, agent)))));
  }
  return outcomes;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const summary = (outcomes: Outcome[]) => {
  const times = outcomes.map((o) => o.milliseconds);
  return `${outcomes.length} requests, p50 ${percentile(times, 50).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`;
};

test('a client over its request limit gets 429 while a reader at another address is unaffected', async ({
  baseURL,
}) => {
  test.setTimeout(30_000);
  const { rate, burst } = configuredLimits();
  const readerAgent = clientAt('127.0.0.2');
  const floodAgent = clientAt('127.0.0.3', 16);

  // The reader alone, as a baseline.
  const alone = await reader(baseURL!, readerAgent);
  expect(alone.map((o) => o.status)).toEqual(alone.map(() => 200));

  // One client sends four bursts' worth of requests, 16 at a time, while the reader reads.
  const floodSize = burst * 4;
  const started = performance.now();
  let sent = 0;
  const flood: Outcome[] = [];
  const flooding = Promise.all(
    Array.from({ length: 16 }, async () => {
      while (sent < floodSize) {
        sent += 1;
        flood.push(await timedGet(new URL('/docs/guide/intro', baseURL).href, floodAgent));
      }
    }),
  );
  const beside = await reader(baseURL!, readerAgent);
  await flooding;
  const seconds = (performance.now() - started) / 1000;
  readerAgent.destroy();
  floodAgent.destroy();

  const served = flood.filter((o) => o.status === 200).length;
  const limited = flood.filter((o) => o.status === 429).length;
  console.log(
    `[limits] reader alone: ${summary(alone)}\n` +
      `[limits] reader beside the flood: ${summary(beside)}\n` +
      `[limits] flood: ${flood.length} requests in ${seconds.toFixed(2)} s: ${served} answered 200, ${limited} answered 429 ` +
      `(limit: burst ${burst}, then ${rate}/s)`,
  );

  expect(
    beside.map((o) => o.status),
    'the reader never gets a limit answer',
  ).toEqual(beside.map(() => 200));
  expect(served + limited, 'every flood request got 200 or 429').toBe(floodSize);
  // The bucket lets through the burst and what refilled while the flood ran, never more.
  expect(served).toBeLessThanOrEqual(burst + 1 + Math.ceil(rate * seconds));
  expect(served).toBeGreaterThanOrEqual(burst);
  expect(limited).toBeGreaterThan(0);
  expect(seconds, 'the load test stays short').toBeLessThan(15);
});

/**
 * Opens a connection from `localAddress` that keeps a request in progress:
 * a POST whose body never finishes. nginx answers 405 at once but keeps the
 * request open to read and discard the rest of the body, so it counts
 * against the connection limit until the socket closes (or nginx's
 * lingering timeout, 5 s, passes).
 */
async function busyConnection(baseURL: string, localAddress: string): Promise<net.Socket> {
  const { hostname, port } = new URL(baseURL);
  const socket = net.connect({ host: hostname, port: Number(port), localAddress });
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write(`POST / HTTP/1.1\r\nHost: ${hostname}\r\nContent-Length: 1000\r\n\r\npartial`);
  const statusLine = await new Promise<string>((resolve) =>
    socket.once('data', (data: Buffer) => resolve(data.toString().split('\r\n')[0] ?? '')),
  );
  expect(statusLine).toBe('HTTP/1.1 405 Not Allowed');
  return socket;
}

test('a client holding its connection limit gets 503 for one more, while another address is served', async ({
  baseURL,
}) => {
  const { connections } = configuredLimits();
  const sockets: net.Socket[] = [];
  const once = (localAddress: string) =>
    timedGet(
      new URL('/docs/guide/intro', baseURL).href,
      new http.Agent({ keepAlive: false, localAddress } as http.AgentOptions),
    );
  try {
    for (let i = 0; i < connections; i++) sockets.push(await busyConnection(baseURL!, '127.0.0.4'));
    expect((await once('127.0.0.4')).status, `connection ${connections + 1} from the same address`).toBe(503);
    expect((await once('127.0.0.5')).status, 'a reader at another address').toBe(200);
  } finally {
    for (const socket of sockets) socket.destroy();
  }
  // Closed connections free their slots.
  await expect.poll(async () => (await once('127.0.0.4')).status).toBe(200);
});
