#!/usr/bin/env node
// Serves the production build (build/) the way the site expects, for local
// previews and the browser tests. `docusaurus serve` answers 400 for a path
// with malformed percent-encoding and 500 for a path segment longer than the
// file system allows; every unknown path must get the not-found page with 404.
//
//
// --gzip compresses responses the way the production server does (the
// performance bench measures transfer sizes, so it serves with it).
//
// Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build] [--gzip]
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'build' },
    gzip: { type: 'boolean', default: false },
  },
});

const root = path.resolve(values.dir);
const notFoundPage = readFileSync(path.join(root, '404.html'));

/** Longest path segment most file systems accept, in bytes. */
const maxSegmentBytes = 255;

function isServablePath(rawUrl) {
  const pathname = rawUrl.split(/[?#]/)[0] ?? '/';
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return decoded.split('/').every((segment) => Buffer.byteLength(segment) <= maxSegmentBytes);
}

function sendNotFound(response) {
  response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(notFoundPage);
}

function handle(request, response) {
  if (!isServablePath(request.url ?? '/')) {
    sendNotFound(response);
    return;
  }
  serveHandler(request, response, { public: root, cleanUrls: true, directoryListing: false }).catch(() => {
    if (!response.headersSent) sendNotFound(response);
  });
}

const gzip = values.gzip ? compression({ level: 9 }) : null;

const server = http.createServer((request, response) => {
  if (gzip) gzip(request, response, () => handle(request, response));
  else handle(request, response);
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${values.port}/`);
});
