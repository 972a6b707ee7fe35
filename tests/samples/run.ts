/**
 * `npm run test:samples`: runs every code sample of the built site in its own
 * language, after `node scripts/build-checked.mjs` has written build/.
 *
 * - API requests (any sample naming the API base URL) run against Prism
 *   mocking openapi/paysari.yaml (tests/samples/mock.ts) and fail on a
 *   non-zero exit, on no request at all, or on any answer that is not 2xx:
 *   Prism answers a request the document does not allow with a 4xx and says
 *   why in `sl-violations`.
 * - Webhook handlers (any sample computing an HMAC) run as servers and get
 *   deliveries the test signs (tests/samples/webhooks.ts).
 * - The rest (browser code, fragments that need the reader's surroundings)
 *   are parsed by their language.
 * - The request builder's output for a few operations runs like a request.
 *
 * The rules that turn a page's sample into a runnable file are in README.md
 * ("Code samples").
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brand } from '../../src/brand';
import { allSamples, placeholderSecretKey } from '../../src/lib/openapi/codeSamples';
import { buildFormModel } from '../../src/lib/requestBuilder/formModel';
import type { BuilderOperation } from '../../src/lib/requestBuilder/operationData';
import { buildRequest, initialDraft } from '../../src/lib/requestBuilder/request';
import { type CodeSample, type Language, distinctPages, sampleLanguages, samplesOfPage } from './extract';
import { startMock, type Mock } from './mock';
import { command, fileExtension, lane, run, syntaxCommand, type RunResult } from './processes';
import { checkWebhookSample, type WebhookOutcome } from './webhooks';

const root = path.resolve(__dirname, '../..');
const buildDir = path.join(root, 'build');
/** Samples are written inside the repository so `import express` resolves from node_modules. */
const workDir = path.join(root, 'node_modules/.cache/samples');
// Not 4190: it is on the Fetch standard's list of blocked ports, which Node's fetch refuses.
const basePort = Number(process.env.SAMPLES_PORT ?? 4290);
/** A bound for samples that never end (a pagination loop against the mock's fixed answer), generous for loaded machines. */
const requestTimeoutMs = 60_000;
/** Operations whose request-builder output runs too: a body, a query, a path id and a header. */
const builderOperations = ['createRefund', 'listCustomers', 'updateCustomer', 'capturePaymentIntent'];

interface Outcome {
  sample: CodeSample;
  ok: boolean;
  /** What went wrong and how to fix it; empty when ok. */
  message: string;
  mode: 'request' | 'webhook' | 'syntax';
}

function builtPages(): { page: string; markdown: string }[] {
  const pages: { page: string; markdown: string }[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.md')) {
        const page = `/${path.relative(buildDir, file).replace(/\\/g, '/')}`.replace(/(\/index)?\.md$/, '') || '/';
        pages.push({ page, markdown: readFileSync(file, 'utf8') });
      }
    }
  };
  walk(buildDir);
  return distinctPages(pages);
}

function builderSamples(): CodeSample[] {
  return builderOperations.flatMap((operationId) => {
    const file = path.join(root, '.generated/api/operations', `${operationId}.json`);
    const operation = JSON.parse(readFileSync(file, 'utf8')) as BuilderOperation;
    const model = buildFormModel(operation);
    const { request, issues } = buildRequest(operation, model, initialDraft(model, operation));
    if (issues.length > 0)
      throw new Error(`The request builder's first request for ${operationId} is invalid: ${issues[0]?.message}`);
    const page = `request builder: ${operationId}`;
    return Object.entries(allSamples(request)).map(([language, code], i) => ({
      id: `${page}#${i + 1}`,
      page,
      index: i + 1,
      language: language as Language,
      kind: 'request' as const,
      code,
    }));
  });
}

function describeExchanges(mock: Mock, n: number): string {
  return mock
    .exchanges(n)
    .map((e) => `    ${e.method} ${e.path} → ${e.status}${e.violations ? `  violations: ${e.violations}` : ''}`)
    .join('\n');
}

/** Rule 1: the documented base URL becomes this sample's own address on the mock. */
function writeRequest(sample: CodeSample, n: number, mock: Mock): string {
  const file = path.join(workDir, `${n}.${fileExtension[sample.language]}`);
  writeFileSync(file, sample.code.split(brand.apiBaseUrl).join(mock.baseUrl(n)));
  return file;
}

/** Rule 2: a sample that reads the key from SECRET_KEY gets the placeholder the other samples show. */
const requestEnv = { SECRET_KEY: placeholderSecretKey };

function judgeRequest(sample: CodeSample, n: number, mock: Mock, result: RunResult): Outcome {
  const exchanges = mock.exchanges(n);
  const failed = exchanges.filter((e) => e.status < 200 || e.status > 299);
  const problems: string[] = [];
  if (result.timedOut) problems.push(`did not finish within ${requestTimeoutMs / 1000} s (a loop that never ends?)`);
  else if (result.code !== 0) problems.push(`exited with code ${result.code}`);
  if (exchanges.length === 0) problems.push('sent no request to the API');
  if (failed.length > 0) {
    problems.push(
      `got ${failed.map((e) => e.status).join(', ')} from the mock: the document does not allow the request`,
    );
  }
  if (problems.length === 0) return { sample, ok: true, message: '', mode: 'request' };
  const message = [
    problems.join('; '),
    exchanges.length > 0 ? `  requests:\n${describeExchanges(mock, n)}` : '',
    result.output.trim() ? `  output:\n${indent(result.output.trim().slice(0, 1500))}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return { sample, ok: false, message, mode: 'request' };
}

async function runRequest(sample: CodeSample, n: number, mock: Mock): Promise<Outcome> {
  const file = writeRequest(sample, n, mock);
  const { argv, env } = command(sample.language, file, mock.caFile);
  const result = await run(argv, { cwd: workDir, env: { ...env, ...requestEnv }, timeoutMs: requestTimeoutMs });
  return judgeRequest(sample, n, mock, result);
}

/**
 * Node.js, Python and Ruby take longer to start than a request takes, so
 * their request samples run in one batch process each (tests/samples/support/batch.*),
 * every sample still in a fresh module or forked interpreter.
 */
const batchRunner: Partial<Record<Language, string[]>> = {
  node: [process.execPath, path.join(__dirname, 'support/batch.mjs')],
  python: ['python3', path.join(__dirname, 'support/batch.py')],
  ruby: ['ruby', path.join(__dirname, 'support/batch.rb')],
};

async function runRequestBatch(
  items: readonly { sample: CodeSample; n: number }[],
  mock: Mock,
  runner: string[],
): Promise<Outcome[]> {
  const language = items[0]?.sample.language;
  if (!language) return [];
  const files = items.map(({ sample, n }) => writeRequest(sample, n, mock));
  const { env } = command(language, files[0] ?? '', mock.caFile);
  const batch = await run([...runner, String(requestTimeoutMs / 1000), ...files], {
    cwd: workDir,
    env: { ...env, ...requestEnv },
    timeoutMs: requestTimeoutMs * (files.length + 1),
  });
  const reports = new Map<string, { code: number | null; timedOut: boolean }>();
  for (const line of batch.output.split('\n')) {
    if (!line.startsWith('{"file"')) continue;
    const report = JSON.parse(line) as { file: string; code: number | null; timedOut: boolean };
    reports.set(report.file, report);
  }
  return items.map(({ sample, n }, i) => {
    const file = files[i] ?? '';
    const report = reports.get(file);
    let output = '';
    try {
      output = readFileSync(`${file}.out`, 'utf8');
    } catch {
      output = `The batch runner stopped before this sample:\n${batch.output.slice(-1500)}`;
    }
    const result: RunResult = report ? { ...report, output } : { code: null, timedOut: false, output };
    return judgeRequest(sample, n, mock, result);
  });
}

async function runSyntax(sample: CodeSample, n: number): Promise<Outcome> {
  const file = path.join(workDir, `${n}.${fileExtension[sample.language]}`);
  // PHP's linter needs the opening tag a fragment may leave out.
  const code = sample.language === 'php' && !sample.code.startsWith('<?php') ? `<?php\n${sample.code}` : sample.code;
  writeFileSync(file, code);
  const result = await run(syntaxCommand(sample.language, file), { cwd: workDir, timeoutMs: requestTimeoutMs });
  if (result.code === 0) return { sample, ok: true, message: '', mode: 'syntax' };
  return { sample, ok: false, message: `does not parse:\n${indent(result.output.trim())}`, mode: 'syntax' };
}

const indent = (text: string): string =>
  text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

function fromWebhook(sample: CodeSample, outcome: WebhookOutcome): Outcome {
  return { sample, ok: outcome.ok, message: outcome.message, mode: 'webhook' };
}

async function main(): Promise<void> {
  const started = Date.now();
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });

  let pages: { page: string; markdown: string }[];
  try {
    pages = builtPages();
  } catch {
    throw new Error('No build/ to read the samples from: run `node scripts/build-checked.mjs` first.');
  }
  const samples = [
    ...pages.flatMap(({ page, markdown }) => samplesOfPage(page, markdown, brand.apiBaseUrl)),
    ...builderSamples(),
  ];
  if (samples.filter((s) => s.kind === 'request').length < 100) {
    throw new Error(`Only ${samples.length} samples found in build/*.md: is the build complete?`);
  }

  // Prism takes seconds to start: webhook and syntax checks, which do not need it, run meanwhile.
  const mockStarting = startMock({
    documentPath: path.join(root, 'openapi/paysari.yaml'),
    proxyPort: basePort,
    prismPort: basePort + 1,
  });
  let mockStarted = 0;
  mockStarting.then(
    () => (mockStarted = Date.now()),
    () => undefined,
  );
  let outcomes: Outcome[];
  try {
    // One lane per language, side by side, two samples at a time each; webhook
    // servers use ports basePort + 2 to basePort + 11, one per running sample.
    const laneSeconds: Partial<Record<Language, number>> = {};
    const freePorts = Array.from({ length: 10 }, (_, i) => basePort + 2 + i);
    const lanes = sampleLanguages.map(async (language) => {
      const mine = samples.map((sample, n) => ({ sample, n })).filter(({ sample }) => sample.language === language);
      const runner = batchRunner[language];
      const requests = mine.filter(({ sample }) => sample.kind === 'request');
      // Requests last, so the lane's first minutes go to checks that need no mock.
      const others = mine
        .filter(({ sample }) => sample.kind !== 'request' || !runner)
        .sort((a, b) => Number(a.sample.kind === 'request') - Number(b.sample.kind === 'request'));
      const laneStarted = Date.now();
      const [batched, single] = await Promise.all([
        runner ? mockStarting.then((mock) => runRequestBatch(requests, mock, runner)) : Promise.resolve([]),
        lane(others, 2, async ({ sample, n }) => {
          if (sample.kind === 'request') return runRequest(sample, n, await mockStarting);
          if (sample.kind === 'webhook') {
            const port = freePorts.pop();
            if (port === undefined) throw new Error('No free port for a webhook server');
            try {
              return fromWebhook(sample, await checkWebhookSample(sample, { dir: workDir, n, port }));
            } finally {
              freePorts.push(port);
            }
          }
          return runSyntax(sample, n);
        }),
      ]);
      laneSeconds[language] = (Date.now() - laneStarted) / 1000;
      return [...batched, ...single];
    });
    outcomes = (await Promise.all(lanes)).flat();
    console.log(
      `Lanes: ${sampleLanguages.map((l) => `${l} ${laneSeconds[l]?.toFixed(1)} s`).join(', ')} ` +
        `(mock started in ${((mockStarted - started) / 1000).toFixed(1)} s)`,
    );
  } finally {
    await mockStarting.then(
      (mock) => mock.close(),
      () => undefined,
    );
  }

  const failures = outcomes.filter((o) => !o.ok);
  for (const failure of failures) {
    const where = failure.sample.page.startsWith('request builder')
      ? `${failure.sample.page} (src/lib/requestBuilder + src/lib/openapi/codeSamples.ts)`
      : `${failure.sample.page}, code block ${failure.sample.index} (${failure.sample.language})`;
    console.error(`\n✖ ${where} [${failure.mode}]\n  ${failure.message}`);
  }
  if (failures.length > 0) {
    console.error(
      '\nFix the sample at its source: the guide page (docs/guide/…), or for API pages the generator ' +
        '(src/lib/openapi/codeSamples.ts, plugins/openapi-docs) or openapi/paysari.yaml. ' +
        'The rules the harness applies are in README.md, "Code samples".',
    );
  }

  console.log('\nCode samples (build/*.md and the request builder):');
  console.log('language  requests  webhooks  parsed  passed  failed');
  for (const language of sampleLanguages) {
    const mine = outcomes.filter((o) => o.sample.language === language);
    const count = (mode: Outcome['mode']): number => mine.filter((o) => o.mode === mode).length;
    const passed = mine.filter((o) => o.ok).length;
    console.log(
      `${language.padEnd(8)}  ${String(count('request')).padStart(8)}  ${String(count('webhook')).padStart(8)}  ` +
        `${String(count('syntax')).padStart(6)}  ${String(passed).padStart(6)}  ${String(mine.length - passed).padStart(6)}`,
    );
  }
  console.log(
    `${outcomes.length} samples from ${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (failures.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
