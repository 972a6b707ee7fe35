#!/usr/bin/env node
// Serves the production build (build/) with nginx and the project's own site
// configuration (deploy/nginx.conf), on loopback, for the server tests and the
// benchmark. It never touches the system's nginx: the main configuration,
// pid file and temporary folders live in a folder of their own under the
// system temp dir, and nginx runs in the foreground as the current user.
//
// Usage: node scripts/nginx.mjs [--port 4175] [--host 127.0.0.1] [--dir build]
//
// The site is served over plain HTTP on --port, as behind a load balancer
// that terminates TLS; tests/server/tls.spec.ts runs the whole shipped file,
// HTTPS included, through startNginx({ tlsPort }).
// Needs nginx and libnginx-mod-http-brotli-static (Debian packages; .ci/run
// installs them) and a build with the server configuration its build wrote:
// deploy/generated/ for build/, deploy/generated-<folder>/ for another folder
// (the rule of plugins/server-config's generatedDirFor).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where deploy/nginx.conf expects the project; replaced with this checkout. */
const productionDir = '/srv/paysari-docs';
/** The site's host name in deploy/nginx.conf. */
export const siteHostName = 'docs.paysari.example';

const nginxBinary = process.env.NGINX_BIN || (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
const brotliModule = path.join(
  process.env.NGINX_MODULES_DIR || '/usr/lib/nginx/modules',
  'ngx_http_brotli_static_module.so',
);
const mimeTypes = process.env.NGINX_MIME_TYPES || '/etc/nginx/mime.types';

function fail(message) {
  throw new Error(`scripts/nginx.mjs: ${message}`);
}

/** The server configuration the build of `buildDir` wrote (see plugins/server-config). */
export function generatedDirFor(buildDir) {
  const folder = path.relative(projectDir, buildDir);
  return path.join(projectDir, 'deploy', folder === 'build' ? 'generated' : `generated-${path.basename(buildDir)}`);
}

/** Where a test server on `port` keeps its configuration, logs and pid (the CSP report log included). */
export function workDirFor(port) {
  return path.join(os.tmpdir(), `paysari-docs-nginx-${port}`);
}

/** Production paths in deploy/*.conf and the generated files, and where the test server has them. */
function localPaths(text, { dir, workDir }) {
  return text
    .replaceAll(`${productionDir}/build;`, `${dir};`)
    .replaceAll(`${productionDir}/deploy/generated/`, `${workDir}/generated/`)
    .replaceAll(`${productionDir}/deploy/site.conf`, `${workDir}/site.conf`)
    .replaceAll(productionDir, projectDir)
    .replaceAll('/var/log/nginx/', `${workDir}/`)
    .replaceAll('/run/paysari-docs-csp-sink.sock', `${workDir}/csp-sink.sock`)
    .replaceAll('/etc/ssl/paysari-docs/', `${workDir}/tls/`);
}

/** The site file without its top-level `server {}` blocks: the maps, zones and TLS settings they share. */
function withoutServers(source) {
  const kept = [];
  let depth = 0;
  for (const line of source.split('\n')) {
    const code = line.replace(/#.*$/, '');
    if (depth === 0 && /^server\s*\{/.test(code)) depth = 0.5;
    if (depth === 0) {
      kept.push(line);
      continue;
    }
    for (const char of code) {
      if (char === '{') depth = depth === 0.5 ? 1 : depth + 1;
      else if (char === '}') depth -= 1;
    }
  }
  return kept.join('\n');
}

/**
 * deploy/nginx.conf for a loopback test server. Plain (no `tls`): the site
 * (deploy/site.conf) alone, over plain HTTP on `port`, answering any host
 * name, as behind a load balancer that terminates TLS. With `tls`: the whole
 * file as shipped, its port 80 on `port` and its port 443 on `tls.port`,
 * with a throwaway certificate in `tls/`.
 */
export function siteConfig({ host, port, tls }) {
  const source = readFileSync(path.join(projectDir, 'deploy/nginx.conf'), 'utf8');
  if (!source.includes(`include ${productionDir}/deploy/site.conf;`))
    fail('deploy/nginx.conf does not include site.conf.');
  if (!tls) {
    return `${withoutServers(source)}
# scripts/nginx.mjs: the site over plain HTTP on loopback.
server {
    listen ${host}:${port};
    include ${productionDir}/deploy/site.conf;
}
`;
  }
  const listen = /^(\s*)listen\s+(80|443)(\s[^;]*)?;/gm;
  if ((source.match(listen) ?? []).length < 3) fail('deploy/nginx.conf has fewer listen directives than expected.');
  return source.replace(listen, (_line, indent, productionPort, options = '') => {
    const testPort = productionPort === '443' ? tls.port : port;
    return `${indent}listen ${host}:${testPort}${options};`;
  });
}

/** A self-signed certificate for docs.paysari.example, valid one day, made by openssl. */
function throwawayCertificate(folder) {
  mkdirSync(folder, { recursive: true });
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${siteHostName}`,
      '-addext',
      `subjectAltName=DNS:${siteHostName}`,
      '-keyout',
      path.join(folder, 'privkey.pem'),
      '-out',
      path.join(folder, 'fullchain.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) fail(`openssl could not make a test certificate: ${result.stderr || result.error}`);
  return path.join(folder, 'fullchain.pem');
}

/** The throwaway main configuration around the site file. */
function mainConfig(workDir) {
  const runAs = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
  return `# Generated by scripts/nginx.mjs for a loopback test server: not for production.
daemon off;
${runAs}worker_processes 2;
pid ${workDir}/nginx.pid;
error_log stderr warn;
load_module ${brotliModule};

events {
    worker_connections 1024;
}

http {
    include ${mimeTypes};
    default_type application/octet-stream;
    types_hash_max_size 2048;
    sendfile on;
    tcp_nopush on;
    access_log off;
    # As Debian's own nginx.conf still has it: the site file must override it.
    ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;
    client_body_temp_path ${workDir}/client_body;
    proxy_temp_path ${workDir}/proxy;
    fastcgi_temp_path ${workDir}/fastcgi;
    uwsgi_temp_path ${workDir}/uwsgi;
    scgi_temp_path ${workDir}/scgi;

    include ${workDir}/nginx-site.conf;
}
`;
}

/** Resolves once something accepts TCP connections on host:port (nginx answers nothing to unknown hosts). */
async function waitForPort(host, port, child) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) fail(`nginx exited with ${child.exitCode} while starting.`);
    const open = await new Promise((resolve) => {
      const socket = net.connect({ host, port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) fail(`nginx did not listen on ${host}:${port} within 10 s.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Writes the configuration, checks it (`nginx -t`) and starts nginx in the
 * foreground. Resolves once it listens; `stop()` shuts it down. With
 * `tlsPort`, it runs deploy/nginx.conf as shipped (see siteConfig).
 */
export async function startNginx({
  host = '127.0.0.1',
  port = 4175,
  tlsPort = undefined,
  dir = 'build',
  stdio = 'inherit',
} = {}) {
  const buildDir = path.resolve(projectDir, dir);
  if (!existsSync(path.join(buildDir, '404.html'))) fail(`no build in ${buildDir}: run npm run build first.`);
  const generatedDir = generatedDirFor(buildDir);
  for (const file of ['http.conf', 'security-headers.conf', 'canonical-urls.conf', 'csp-reports.conf']) {
    if (!existsSync(path.join(generatedDir, file))) {
      fail(
        `${path.relative(projectDir, generatedDir)}/${file} is missing: build again (plugins/server-config writes it).`,
      );
    }
  }
  if (!existsSync(brotliModule)) {
    fail(`${brotliModule} is missing: apt-get install -y nginx libnginx-mod-http-brotli-static`);
  }

  const workDir = workDirFor(port);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(path.join(workDir, 'generated'), { recursive: true });
  const local = (text) => localPaths(text, { dir: buildDir, workDir });
  const tls = tlsPort === undefined ? undefined : { port: tlsPort };
  if (tls) throwawayCertificate(path.join(workDir, 'tls'));
  writeFileSync(path.join(workDir, 'nginx-site.conf'), local(siteConfig({ host, port, tls })));
  writeFileSync(
    path.join(workDir, 'site.conf'),
    local(readFileSync(path.join(projectDir, 'deploy/site.conf'), 'utf8')),
  );
  for (const file of readdirSync(generatedDir).filter((name) => name.endsWith('.conf'))) {
    writeFileSync(path.join(workDir, 'generated', file), local(readFileSync(path.join(generatedDir, file), 'utf8')));
  }
  writeFileSync(path.join(workDir, 'nginx.conf'), mainConfig(workDir));
  const args = ['-p', workDir, '-c', path.join(workDir, 'nginx.conf'), '-e', 'stderr'];

  await new Promise((resolve, reject) => {
    const check = spawn(nginxBinary, [...args, '-t', '-q'], { stdio: ['ignore', 'inherit', 'inherit'] });
    check.on('error', (error) => reject(new Error(`cannot run ${nginxBinary}: ${error.message}`)));
    check.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('nginx -t rejected the configuration'))));
  });

  const child = spawn(nginxBinary, args, { stdio: ['ignore', stdio, stdio] });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  await waitForPort(host, port, child);
  if (tls) await waitForPort(host, tls.port, child);

  /** Graceful shutdown (idempotent), then the temporary folder goes. */
  async function stop() {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    const result = await exited;
    rmSync(workDir, { recursive: true, force: true });
    return result;
  }
  return { url: `http://${host}:${port}/`, workDir, stop, exited };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.NGINX_PORT ?? '4175' },
      host: { type: 'string', default: '127.0.0.1' },
      dir: { type: 'string', default: 'build' },
    },
  });
  try {
    const server = await startNginx({ host: values.host, port: Number(values.port), dir: values.dir });
    console.log(`nginx serving ${values.dir} at ${server.url} (deploy/nginx.conf)`);
    let stopping = false;
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.on(signal, () => {
        stopping = true;
        void server.stop();
      });
    }
    const { code, signal } = await server.exited;
    await server.stop();
    if (!stopping) console.error(`nginx stopped by itself (${signal ?? `exit ${code}`}).`);
    process.exit(stopping ? 0 : (code ?? 1));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
