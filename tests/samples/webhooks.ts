/**
 * Runs a webhook sample against deliveries this test signs with the scheme
 * of docs/guide/developer_handbook/webhooks.mdx: the `<Provider>-Signature`
 * header `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed
 * with the endpoint's secret; older than 300 s is a replay. The deliveries
 * are the shared vectors of tests/support/webhookDeliveries.ts, which the
 * signature checker is tested against too.
 *
 * - A handler (Node.js, PHP, Python, Ruby) runs as a server and must answer
 *   the valid deliveries (the checker's signed sample, two signed during a
 *   secret roll, and the model's own `payment_intent.succeeded`) with 2xx,
 *   and every other one (tampered, stale, non-ASCII, re-serialized, …) with
 *   400. The checker's `curl` command must deliver its sample to it.
 * - A shell verifier must exit 0 for the valid deliveries and non-zero for the others.
 * - A shell sender must send a delivery whose signature verifies.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { brand } from '../../src/brand';
import { curlCommand, sampleEventBody, signDelivery } from '../../src/lib/webhookSignature/sampleDelivery';
import { loadDocument, loadRawDocument } from '../../plugins/openapi-docs/load';
import { createSandbox } from '../../sandbox';
import { facts } from '../../src/data/facts';
import { testCardList } from '../../src/data/facts/testCards';
import { sign, webhookSecret, webhookVectors } from '../support/webhookDeliveries';
import type { CodeSample } from './extract';
import { fileExtension, run } from './processes';

export { sign, webhookSecret };
const signatureHeader = `${brand.name}-Signature`;
/** Far above the provider's 10 s: the bound only has to end a hung handler, and CI machines can be loaded. */
const answerTimeoutMs = 30_000;
/** Generous: a framework's start-up on a loaded 2-core machine can take tens of seconds. */
const serverStartMs = 60_000;
const supportDir = path.join(__dirname, 'support');

export interface WebhookOutcome {
  ok: boolean;
  message: string;
}

/** The reference check, for deliveries the shell senders make. */
export function verifies(body: Buffer, header: string, now: number): boolean {
  const fields = new Map(header.split(',').map((part) => [part.split('=')[0]?.trim(), part.split('=')[1]?.trim()]));
  const t = Number(fields.get('t'));
  const v1 = Buffer.from(fields.get('v1') ?? '', 'hex');
  const expected = createHmac('sha256', webhookSecret).update(`${t}.`).update(body).digest();
  return Math.abs(now - t) <= 300 && v1.length === expected.length && timingSafeEqual(v1, expected);
}

export interface Delivery {
  name: string;
  body: Buffer;
  header: Buffer;
  expectOk: boolean;
}

let modelEventBody: Promise<string> | undefined;

/**
 * A `payment_intent.succeeded` event as the API's model (sandbox/) makes it,
 * after a card payment for order 1042: the walkthrough handlers process this
 * one (their `payment.paid` example is only acknowledged), so their code
 * reads the model's real event, not a hand-written one.
 */
function modelEvent(): Promise<string> {
  modelEventBody ??= (async () => {
    const sandbox = createSandbox({ document: loadRawDocument(), facts });
    const headers = { Authorization: `Basic ${btoa('sk_test_YOUR_SECRET_KEY:')}`, 'Content-Type': 'application/json' };
    const send = async (method: string, path: string, body?: unknown): Promise<unknown> =>
      JSON.parse((await sandbox.handle({ method, path, headers, body: JSON.stringify(body ?? {}) })).body);
    const intent = (await send('POST', '/v1/payment_intents', {
      amount: 150000,
      currency: 'PHP',
      payment_method_allowed: ['card'],
      metadata: { order_id: '1042' },
    })) as { id: string };
    const visa = testCardList.find((card) => card.outcome === 'succeeds')?.number;
    await send('POST', `/v1/_sandbox/payment_intents/${intent.id}/confirm`, {
      payment_method: { type: 'card', card: { number: visa } },
    });
    const events = (await send('GET', '/v1/_sandbox/events')) as { type: string }[];
    const event = events.find((entry) => entry.type === 'payment_intent.succeeded');
    if (!event) throw new Error('The sandbox made no payment_intent.succeeded event for a paid card payment.');
    return JSON.stringify(event);
  })();
  return modelEventBody;
}

/**
 * The shared vectors the guide's handlers can be sent (those verified with
 * the handlers' own secret), and the model's own event signed during a
 * secret roll.
 */
async function deliveries(now: number): Promise<Delivery[]> {
  const modelBody = await modelEvent();
  const shared = (await webhookVectors(now)).flatMap((vector) =>
    vector.handlers
      ? [
          {
            name: vector.name,
            body: Buffer.from(vector.body, 'utf8'),
            header: Buffer.from(vector.header, 'utf8'),
            expectOk: vector.handlers === 'accept',
          },
        ]
      : [],
  );
  return [
    ...shared,
    {
      name: "the model's payment_intent.succeeded (sandbox/), signed during a secret roll",
      body: Buffer.from(modelBody),
      header: Buffer.from(
        `${sign(modelBody, now)},v1=${sign(modelBody, now, 'whsk_ANOTHER_SECRET_KEY_OF_THE_ROLL').split(',v1=')[1]}`,
      ),
      expectOk: true,
    },
  ];
}

/**
 * The signature checker's `curl` command for its signed sample delivery, sent
 * to the handler's route: it must exit 0 (it fails on a 4xx answer).
 */
async function sendCheckerCurl(port: number, route: string, dir: string): Promise<string | undefined> {
  const delivery = await signDelivery(sampleEventBody(loadDocument()), webhookSecret, Math.floor(Date.now() / 1000));
  const result = await run(['bash', '-c', curlCommand(`http://127.0.0.1:${port}${route}`, delivery)], {
    cwd: dir,
    env: {},
    timeoutMs: answerTimeoutMs,
  });
  return result.code === 0
    ? undefined
    : `the signature checker's curl command: exited ${result.code} (${result.output.trim()})`;
}

/** A raw HTTP/1.1 POST, so header bytes go out exactly as given (clients refuse non-ASCII). */
export function post(port: number, route: string, delivery: Delivery): Promise<number | string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(`no answer within ${answerTimeoutMs / 1000} s`);
    }, answerTimeoutMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer);
      if (status) {
        clearTimeout(timer);
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      resolve(`connection failed: ${error.message}`);
    });
    socket.write(
      Buffer.concat([
        Buffer.from(
          `POST ${route} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${delivery.body.length}\r\nConnection: close\r\n${signatureHeader}: `,
        ),
        delivery.header,
        Buffer.from('\r\n\r\n'),
        delivery.body,
      ]),
    );
  });
}

/** Resolves when something accepts connections on the port (polled; bounded by the caller's timeout). */
export async function listening(port: number, exited: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exited()) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** The reader's own functions the walkthrough handlers call ("stand for your own database code"). */
const readerFunctions = {
  node: ['saveEvent', 'alreadyHandled', 'markOrderPaid', 'recordFailedAttempt', 'markHandled'],
  snake: ['save_event', 'already_handled', 'mark_order_paid', 'record_failed_attempt', 'mark_handled'],
};

/**
 * The stand-ins return false ("not handled yet") and do nothing else, unless
 * READER_CALLS_FILE names a file: then each call is appended to it as a JSON
 * line, `{"name": …, "args": […]}`, so the walkthrough flows (flows.ts) can
 * check what the handler stored. Same in serve_flask.py and reader_stubs.rb.
 */
const nodeReaderCall = [
  "import { appendFileSync as __appendReaderCall } from 'node:fs';",
  'function __readerCall(name, args) {',
  '  const file = process.env.READER_CALLS_FILE;',
  '  if (file) __appendReaderCall(file, `${JSON.stringify({ name, args })}\\n`);',
  '  return false;',
  '}',
];
const phpReaderCall = [
  'function __reader_call(string $name, array $args) {',
  "    $file = getenv('READER_CALLS_FILE');",
  "    if ($file) file_put_contents($file, json_encode(['name' => $name, 'args' => $args]) . \"\\n\", FILE_APPEND | LOCK_EX);",
  '    return false;',
  '}',
];

function definesNode(code: string, name: string): boolean {
  return new RegExp(`(function\\s+${name}\\b|(const|let|var)\\s+${name}\\b)`).test(code);
}

/** Rule 3 (README): how each handler becomes a server on the test's port. */
export function serverFile(sample: CodeSample, dir: string, n: number, port: number): { argv: string[]; file: string } {
  const file = path.join(dir, `webhook-${n}.${fileExtension[sample.language]}`);
  let code = sample.code;
  switch (sample.language) {
    case 'node': {
      const stubs = readerFunctions.node
        .filter((name) => code.includes(`${name}(`) && !definesNode(code, name))
        .map((name) => `async function ${name}(...args) { return __readerCall('${name}', args); }`);
      if (stubs.length > 0) stubs.push(...nodeReaderCall);
      code = code.replace(/\.listen\(\s*\d+\s*\)/, `.listen(${port})`);
      if (!/\.listen\(/.test(code) && /\bconst app = express\(\)/.test(code)) code += `\napp.listen(${port});\n`;
      writeFileSync(file, [code, ...stubs].join('\n'));
      return { argv: [process.execPath, file], file };
    }
    case 'php': {
      writeFileSync(file, code);
      const router = path.join(dir, `webhook-${n}-router.php`);
      const stubs = readerFunctions.snake
        .filter((name) => code.includes(`${name}(`) && !new RegExp(`function\\s+${name}\\b`).test(code))
        .map((name) => `function ${name}(...$args) { return __reader_call('${name}', $args); }`);
      writeFileSync(router, ['<?php', ...phpReaderCall, ...stubs, `require ${JSON.stringify(file)};`].join('\n'));
      return { argv: ['php', '-S', `127.0.0.1:${port}`, router], file };
    }
    case 'python':
      writeFileSync(file, code);
      return { argv: ['python3', path.join(supportDir, 'serve_flask.py'), file, String(port)], file };
    case 'ruby':
      writeFileSync(file, code);
      return {
        argv: [
          'ruby',
          '-r',
          path.join(supportDir, 'reader_stubs.rb'),
          path.join(supportDir, 'serve.rb'),
          file,
          String(port),
        ],
        file,
      };
    case 'curl':
      throw new Error('shell samples do not run as servers');
  }
}

export function routeOf(code: string): string {
  return /['"](\/webhooks[\w/-]*)['"]/.exec(code)?.[1] ?? '/webhooks';
}

async function checkServer(sample: CodeSample, dir: string, n: number, port: number): Promise<WebhookOutcome> {
  const { argv } = serverFile(sample, dir, n, port);
  const [program, ...args] = argv;
  const { spawn } = await import('node:child_process');
  const child = spawn(program ?? '', args, {
    cwd: dir,
    env: { ...process.env, WEBHOOK_SECRET_KEY: webhookSecret, PYTHONUNBUFFERED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited = false;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.on('exit', () => (exited = true));
  try {
    if (!(await listening(port, () => exited, serverStartMs))) {
      return { ok: false, message: `the handler did not start a server:\n${output.trim().slice(0, 1500)}` };
    }
    const route = routeOf(sample.code);
    const problems: string[] = [];
    for (const delivery of await deliveries(Math.floor(Date.now() / 1000))) {
      const status = await post(port, route, delivery);
      const good = typeof status === 'number' && (delivery.expectOk ? status >= 200 && status < 300 : status === 400);
      if (!good) problems.push(`${delivery.name}: expected ${delivery.expectOk ? '2xx' : '400'}, got ${status}`);
    }
    const curlProblem = await sendCheckerCurl(port, route, dir);
    if (curlProblem) problems.push(curlProblem);
    if (problems.length === 0) return { ok: true, message: '' };
    return {
      ok: false,
      message: `POST ${route}: ${problems.join('; ')}\n  handler output:\n${output.trim().slice(0, 1500).replace(/^/gm, '    ')}`,
    };
  } finally {
    // The port goes back to the pool only once the server is gone, or the next
    // sample's readiness check could reach this one.
    if (!exited) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await gone;
    }
  }
}

/** A shell script that checks a saved delivery: exit 0 for valid, non-zero otherwise. */
async function checkShellVerifier(sample: CodeSample, dir: string, n: number): Promise<WebhookOutcome> {
  const file = path.join(dir, `webhook-${n}.sh`);
  writeFileSync(file, sample.code);
  const problems: string[] = [];
  for (const [i, delivery] of (await deliveries(Math.floor(Date.now() / 1000))).entries()) {
    const bodyFile = path.join(dir, `webhook-${n}-body-${i}.json`);
    writeFileSync(bodyFile, delivery.body);
    const result = await run(['bash', file, bodyFile, delivery.header.toString('utf8')], {
      cwd: dir,
      env: { WEBHOOK_SECRET_KEY: webhookSecret },
      timeoutMs: answerTimeoutMs,
    });
    if ((result.code === 0) !== delivery.expectOk) {
      problems.push(
        `${delivery.name}: exited ${result.code}, expected ${delivery.expectOk ? '0' : 'non-zero'} (${result.output.trim()})`,
      );
    }
  }
  return { ok: problems.length === 0, message: problems.join('; ') };
}

/** A shell script that signs and sends a test delivery to http://localhost:3000. */
async function checkShellSender(sample: CodeSample, dir: string, n: number, port: number): Promise<WebhookOutcome> {
  const received: { header: string; ok: boolean }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const header = String(req.headers[signatureHeader.toLowerCase()] ?? '');
      const ok = verifies(Buffer.concat(chunks), header, Math.floor(Date.now() / 1000));
      received.push({ header, ok });
      res.writeHead(ok ? 200 : 400).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  try {
    const file = path.join(dir, `webhook-${n}.sh`);
    // Rule 3 (README): the local handler's address becomes the test's receiver.
    writeFileSync(file, sample.code.replace(/http:\/\/localhost:3000/g, `http://127.0.0.1:${port}`));
    const result = await run(['bash', file], {
      cwd: dir,
      env: { WEBHOOK_SECRET_KEY: webhookSecret },
      timeoutMs: answerTimeoutMs,
    });
    if (result.code !== 0) return { ok: false, message: `exited with code ${result.code}: ${result.output.trim()}` };
    if (received.length === 0) return { ok: false, message: 'sent no delivery' };
    const bad = received.filter((r) => !r.ok);
    if (bad.length > 0) return { ok: false, message: `sent a signature that does not verify: ${bad[0]?.header}` };
    return { ok: true, message: '' };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export async function checkWebhookSample(
  sample: CodeSample,
  options: { dir: string; n: number; port: number },
): Promise<WebhookOutcome> {
  if (sample.language !== 'curl') return checkServer(sample, options.dir, options.n, options.port);
  if (/\bcurl\b/.test(sample.code)) return checkShellSender(sample, options.dir, options.n, options.port);
  return checkShellVerifier(sample, options.dir, options.n);
}
