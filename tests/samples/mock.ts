/**
 * The API the samples call: Prism (@stoplight/prism-cli) mocking
 * openapi/paysari.yaml with request validation, behind a small HTTPS proxy.
 *
 * Why the proxy: the samples are run as the reader copies them, https and
 * all (Ruby's `use_ssl: true` included); Prism speaks plain HTTP and serves
 * the document's paths without the server's `/v1`. The proxy terminates TLS
 * with a throwaway certificate for 127.0.0.1, checks that the path starts
 * with `/v1` like the documented base URL, strips it, forwards the request
 * to Prism, and records every exchange under the sample that sent it: the
 * harness gives each sample its own base URL, `https://127.0.0.1:<port>/s/<n>/v1`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Exchange {
  method: string;
  /** The path as the sample sent it, /v1 included. */
  path: string;
  status: number;
  /** Prism's `sl-violations` header: why the document does not allow the request. */
  violations: string;
}

export interface Mock {
  /** The base URL sample number `n` must use instead of the documented one. */
  baseUrl(n: number): string;
  /** Every exchange sample `n` made, in order. */
  exchanges(n: number): readonly Exchange[];
  /** A PEM bundle with the proxy's certificate, for the clients' CA settings. */
  caFile: string;
  close(): Promise<void>;
}

/** A throwaway certificate for 127.0.0.1 and localhost, its own CA (the flows' server uses it too). */
export function makeCertificate(dir: string): { key: string; cert: string; caFile: string } {
  const keyFile = path.join(dir, 'key.pem');
  const caFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-keyout',
      keyFile,
      '-out',
      caFile,
    ],
    { stdio: 'pipe' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(caFile, 'utf8'), caFile };
}

/** Resolves once Prism answers on its port; rejects with its output if it exits first. */
function waitForPrism(prism: ChildProcess, port: number, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null): void =>
      reject(new Error(`Prism exited (code ${code}) before serving:\n${output()}`));
    prism.once('exit', onExit);
    // Prism prints this line once every operation is mounted.
    const check = (): void => {
      if (/Prism is listening/.test(output())) {
        prism.off('exit', onExit);
        resolve();
        return;
      }
      prism.stdout?.once('data', check);
    };
    check();
    void port;
  });
}

export async function startMock(options: {
  documentPath: string;
  proxyPort: number;
  prismPort: number;
}): Promise<Mock> {
  const dir = mkdtempSync(path.join(tmpdir(), 'samples-mock-'));
  const { key, cert, caFile } = makeCertificate(dir);
  writeFileSync(path.join(dir, 'README'), 'Throwaway certificate of the sample tests (tests/samples/mock.ts).\n');

  let prismOutput = '';
  const prism = spawn(
    process.execPath,
    [
      require.resolve('@stoplight/prism-cli/dist/index.js'),
      'mock',
      options.documentPath,
      '--errors',
      '--host',
      '127.0.0.1',
      '--port',
      String(options.prismPort),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  prism.stdout.on('data', (chunk: Buffer) => {
    // Keep only the start-up lines: the per-request log is large and the proxy records what matters.
    if (prismOutput.length < 200_000) prismOutput += chunk.toString('utf8');
  });
  prism.stderr.on('data', (chunk: Buffer) => {
    prismOutput += chunk.toString('utf8');
  });
  await waitForPrism(prism, options.prismPort, () => prismOutput);

  const log = new Map<number, Exchange[]>();
  const record = (n: number, exchange: Exchange): void => {
    const list = log.get(n) ?? [];
    list.push(exchange);
    log.set(n, list);
  };

  const proxy = https.createServer({ key, cert }, (req, res) => {
    const match = /^\/s\/(\d+)(\/.*)$/.exec(req.url ?? '');
    const n = match ? Number(match[1]) : -1;
    const samplePath = match?.[2] ?? req.url ?? '';
    const method = req.method ?? 'GET';
    if (!samplePath.startsWith('/v1/')) {
      const violations = `the path ${samplePath} is not under the documented base URL (…/v1)`;
      record(n, { method, path: samplePath, status: 404, violations });
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: violations }));
      return;
    }
    const headers = { ...req.headers, host: `127.0.0.1:${options.prismPort}` };
    const upstream = http.request(
      // A fresh connection per request: a reused idle socket that Prism has closed fails with "socket hang up".
      { host: '127.0.0.1', port: options.prismPort, method, path: samplePath.slice(3), headers, agent: false },
      (answer) => {
        const status = answer.statusCode ?? 0;
        const violations = String(answer.headers['sl-violations'] ?? '');
        record(n, { method, path: samplePath, status, violations });
        res.writeHead(status, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      record(n, { method, path: samplePath, status: 502, violations: `mock unreachable: ${error.message}` });
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  // Longer than the clients' own idle timeouts (undici: 4 s), so a client never
  // reuses a connection the proxy is closing: that race fails a fetch at random.
  proxy.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(options.proxyPort, '127.0.0.1', resolve);
  });

  return {
    // 127.0.0.1 rather than localhost: clients would try ::1 first, where nothing listens.
    baseUrl: (n) => `https://127.0.0.1:${options.proxyPort}/s/${n}/v1`,
    exchanges: (n) => log.get(n) ?? [],
    caFile,
    close: async () => {
      prism.kill();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
