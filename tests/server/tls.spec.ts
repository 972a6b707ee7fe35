/**
 * deploy/nginx.conf as shipped, HTTPS included, on loopback: its port 80 on
 * one test port and its port 443 on the next, with a throwaway certificate
 * that openssl makes for docs.paysari.example when the server starts
 * (scripts/nginx.mjs). The main configuration around it enables TLS 1.0 and
 * 1.1 as Debian's does, so the site file must turn them off itself.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import tls from 'node:tls';
import { expect, test } from '@playwright/test';
import type { NginxServer } from '../../scripts/nginx.mjs';
import { generatedHeaders } from './build';

const host = '127.0.0.1';

let httpPort: number;
let httpsPort: number;
let server: NginxServer;
let siteHost: string;
let certificate: Buffer;

// One worker runs the file, with one server.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  // The two ports after the nginx projects' two (E2E_PORT + 4 and + 5 by default), or TLS_TEST_PORT and the next.
  const nginxTestBuildPort = Number(new URL(testInfo.project.use.baseURL!).port) + 1;
  httpPort = Number(process.env.TLS_TEST_PORT ?? nginxTestBuildPort + 1);
  httpsPort = httpPort + 1;
  const nginx = await import('../../scripts/nginx.mjs');
  siteHost = nginx.siteHostName;
  server = await nginx.startNginx({ host, port: httpPort, tlsPort: httpsPort, dir: 'build', stdio: 'pipe' });
  certificate = readFileSync(path.join(server.workDir, 'tls', 'fullchain.pem'));
});

test.afterAll(async () => {
  await server?.stop();
});

type Handshake = { protocol: string | null; alpn: string | false | null } | { error: string };

/** A TLS handshake offering only `version`, checking the certificate against the throwaway one. */
function handshake(version: tls.SecureVersion, servername: string | undefined = siteHost): Promise<Handshake> {
  return new Promise((resolve) => {
    const socket = tls.connect({
      host,
      port: httpsPort,
      servername,
      ca: certificate,
      minVersion: version,
      maxVersion: version,
      // OpenSSL 3 offers TLS 1.0 and 1.1 only at security level 0: the
      // refusal must come from the server, not from this client.
      ciphers: 'DEFAULT:@SECLEVEL=0',
      ALPNProtocols: ['h2', 'http/1.1'],
    });
    socket.once('secureConnect', () => {
      resolve({ protocol: socket.getProtocol(), alpn: socket.alpnProtocol });
      socket.end();
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/** One request over plain HTTP (port 80's stand-in) or HTTPS, with this Host header. */
function request(scheme: 'http' | 'https', requestPath: string, hostHeader = siteHost): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = {
      host,
      port: scheme === 'http' ? httpPort : httpsPort,
      path: requestPath,
      headers: { Host: hostHeader },
      agent: false as const,
    };
    const done = (response: http.IncomingMessage) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    };
    const outgoing =
      scheme === 'http'
        ? http.get(options, done)
        : https.get({ ...options, servername: siteHost, ca: certificate }, done);
    outgoing.on('error', reject);
  });
}

test('TLS 1.0 and 1.1 are refused by the server', async () => {
  for (const version of ['TLSv1', 'TLSv1.1'] as const) {
    // The server's protocol_version alert, not a refusal by the client.
    expect(await handshake(version), version).toEqual({ error: 'ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION' });
  }
});

test('TLS 1.2 and 1.3 are accepted, with a certificate for the site and HTTP/2', async () => {
  for (const version of ['TLSv1.2', 'TLSv1.3'] as const) {
    expect(await handshake(version), version).toEqual({ protocol: version, alpn: 'h2' });
  }
});

test('plain HTTP redirects every address to HTTPS, path and query kept', async () => {
  for (const requestPath of ['/', '/docs/api/refunds/create?lang=node&q=a%20b', '/nope', '/docs/api/refunds']) {
    const answer = await request('http', requestPath);
    expect(answer.status, requestPath).toBe(301);
    expect(answer.headers.location, requestPath).toBe(`https://${siteHost}${requestPath}`);
  }
});

test('HTTPS answers carry HSTS and every other generated header', async () => {
  const expected = generatedHeaders();
  expect(expected['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
  // A page, the not-found page, a canonical-address redirect.
  for (const [requestPath, status] of [
    ['/docs/guide/intro', 200],
    ['/nope', 404],
    ['/docs/api/refunds', 301],
  ] as const) {
    const answer = await request('https', requestPath);
    expect(answer.status, requestPath).toBe(status);
    for (const [name, value] of Object.entries(expected)) {
      expect(answer.headers[name.toLowerCase()], `${name} on ${requestPath}`).toBe(value);
    }
  }
});

test.describe('unknown host names get no answer', () => {
  test('plain HTTP: the connection is closed without a response', async () => {
    for (const hostHeader of ['evil.example', host, `${host}:${httpPort}`]) {
      await expect(request('http', '/', hostHeader), hostHeader).rejects.toThrow(/socket hang up|ECONNRESET/);
    }
  });

  test('TLS: the handshake is refused for another name, or none, before any certificate is sent', async () => {
    expect(await handshake('TLSv1.3', 'evil.example')).toEqual({ error: 'ERR_SSL_TLSV1_UNRECOGNIZED_NAME' });
    expect(await handshake('TLSv1.3', '')).toEqual({ error: 'ERR_SSL_TLSV1_UNRECOGNIZED_NAME' });
  });

  test("HTTPS with the site's name in TLS but another Host header: closed without a response", async () => {
    await expect(request('https', '/', 'evil.example')).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});
