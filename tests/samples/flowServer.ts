/**
 * The API the walkthrough flows call: the sandbox (sandbox/), one fresh model
 * per flow, behind HTTPS.
 *
 * Each flow gets its own base URL, `https://127.0.0.1:<port>/f/<n>/v1`, and its
 * own sandbox on the wall clock (the handlers refuse signatures more than five
 * minutes from their own clock), seeded with `n` so its ids repeat. A model per
 * flow, not one account for all: the pages' samples carry fixed idempotency
 * keys, and the refund sample of one flow would otherwise get the stored answer
 * of another. Every exchange is recorded under its flow with both bodies, and
 * every answer of a documented path is checked against the document's response
 * schemas (`responseProblems`, the check the sandbox's own tests use), so a flow
 * fails when the model answers something the document does not allow.
 */
import { mkdtempSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { facts } from '../../src/data/facts';
import { createSandbox, maxBodyBytes, wallClock, type Sandbox, type SandboxResponse } from '../../sandbox';
import { basicAuth, responseProblems, sandboxDocument, testKey } from '../support/sandboxClient';
import { makeCertificate } from './mock';

export interface FlowExchange {
  method: string;
  /** With /v1, as the sample sent it. */
  path: string;
  status: number;
  requestBody: string;
  responseBody: string;
  /** Where the answer breaks the document's response schema; empty when it does not. */
  problems: string[];
}

export interface FlowServer {
  /** The base URL flow `n` uses instead of the documented one. */
  baseUrl(n: number): string;
  /** Every exchange flow `n`'s samples made, in order. */
  exchanges(n: number): readonly FlowExchange[];
  /** A request to flow `n`'s model from the test itself (setup and the control surface), with the pages' key. */
  call(n: number, method: string, apiPath: string, body?: unknown): Promise<SandboxResponse>;
  caFile: string;
  close(): Promise<void>;
}

export async function startFlowServer(port: number): Promise<FlowServer> {
  const { key, cert, caFile } = makeCertificate(mkdtempSync(path.join(tmpdir(), 'samples-flows-')));
  const sandboxes = new Map<number, Sandbox>();
  const log = new Map<number, FlowExchange[]>();
  const sandboxOf = (n: number): Sandbox => {
    let sandbox = sandboxes.get(n);
    if (!sandbox) {
      sandbox = createSandbox({ document: sandboxDocument, facts, clock: wallClock(), seed: n + 1 });
      sandboxes.set(n, sandbox);
    }
    return sandbox;
  };

  const server = https.createServer({ key, cert }, (req, res) => {
    const match = /^\/f\/(\d+)(\/.*)$/.exec(req.url ?? '');
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes + 1) chunks.push(chunk);
    });
    req.on('end', () => {
      const method = req.method ?? 'GET';
      const requestBody = Buffer.concat(chunks).toString('utf8');
      if (!match) {
        res.writeHead(404).end();
        return;
      }
      const n = Number(match[1]);
      const apiPath = match[2] ?? '/';
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
      );
      sandboxOf(n)
        .handle({ method, path: apiPath, headers, body: requestBody })
        .then((answer) => {
          const list = log.get(n) ?? [];
          list.push({
            method,
            path: apiPath,
            status: answer.status,
            requestBody,
            responseBody: answer.body,
            problems: responseProblems(method, apiPath, answer),
          });
          log.set(n, list);
          // One request per connection: a client never waits out a kept-alive socket before it exits.
          res.writeHead(answer.status, { ...answer.headers, Connection: 'close' }).end(answer.body);
        })
        .catch((error: unknown) => res.writeHead(500).end(String(error)));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  return {
    baseUrl: (n) => `https://127.0.0.1:${port}/f/${n}/v1`,
    exchanges: (n) => log.get(n) ?? [],
    call: (n, method, apiPath, body) =>
      sandboxOf(n).handle({
        method,
        path: apiPath,
        headers: { Authorization: basicAuth(testKey), 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    caFile,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
