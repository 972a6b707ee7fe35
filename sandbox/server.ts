/**
 * `npm run sandbox`: the model as a local HTTP server, so an integration can
 * point its base URL at `http://127.0.0.1:4010/v1` instead of the real API.
 * The only Node-specific file of the sandbox: it reads the document and the
 * facts from disk and speaks HTTP; the model itself stays browser-safe.
 *
 *   npm run sandbox                 # http://127.0.0.1:4010
 *   npm run sandbox -- --port 5050
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { facts } from '../src/data/facts';
import { parseYaml } from '../src/lib/openapi/yaml';
import type { OpenApiDocument } from '../src/lib/openapi/types';
import { createSandbox, maxBodyBytes, wallClock, type Sandbox } from './index';

export const defaultPort = 4010;

export interface RunningSandbox {
  url: string;
  sandbox: Sandbox;
  server: Server;
  close(): Promise<void>;
}

/** Starts the server on `host:port` (port 0: any free port). */
export async function startSandboxServer({ port = defaultPort, host = '127.0.0.1' } = {}): Promise<RunningSandbox> {
  const document = parseYaml(
    readFileSync(path.resolve(__dirname, '../openapi/paysari.yaml'), 'utf8'),
  ) as OpenApiDocument;
  // Real time, so rate limits refill by themselves; POST /v1/_sandbox/clock/advance still skips ahead.
  const sandbox = createSandbox({ document, facts, clock: wallClock(), seed: Date.now() });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Keep one byte past the limit, so the model still sees the body is too large and says so.
      if (size <= maxBodyBytes + 1) chunks.push(chunk);
    });
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
      );
      sandbox
        .handle({
          method: request.method ?? 'GET',
          path: request.url ?? '/',
          headers,
          body: Buffer.concat(chunks).toString('utf8'),
        })
        .then((answer) => {
          response.writeHead(answer.status, answer.headers);
          response.end(answer.body);
        })
        .catch((error: unknown) => {
          response.writeHead(500, { 'Content-Type': 'text/plain' });
          response.end(String(error));
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    sandbox,
    server,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function portArgument(argv: readonly string[]): number {
  const index = argv.indexOf('--port');
  if (index < 0) return defaultPort;
  const port = Number(argv[index + 1]);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port takes a port number (0-65535), got "${argv[index + 1] ?? ''}".`);
  }
  return port;
}

if (require.main === module) {
  startSandboxServer({ port: portArgument(process.argv.slice(2)) })
    .then(({ url }) => {
      console.log(`Paysari sandbox on ${url}/v1 — any sk_test_ key works (HTTP Basic, key as the username).`);
      console.log('Sandbox controls: see sandbox/README.md (POST /v1/_sandbox/...).');
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
