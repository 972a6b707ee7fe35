import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allSamples,
  curlSample,
  fullUrl,
  nodeSample,
  phpSample,
  pythonSample,
  rubySample,
  type SampleRequest,
} from './codeSamples';

const post: SampleRequest = {
  method: 'post',
  url: 'https://api.example.test/v1/refunds',
  headers: { 'Idempotency-Key': 'refund-7f3a' },
  body: {
    amount: 5000,
    reason: 'requested_by_customer',
    notes: "Customer's order #12 arrived damaged",
    live: false,
    payout: null,
    metadata: {},
    tags: ['a', 'b'],
    'odd-key': { nested: true },
  },
  secretKey: 'sk_test_abc',
};

const get: SampleRequest = {
  method: 'get',
  url: 'https://api.example.test/v1/customers',
  query: { limit: 10, email: 'ana@example.com' },
  secretKey: 'sk_test_abc',
};

describe('fullUrl', () => {
  it('appends an encoded query string', () => {
    expect(fullUrl(get)).toBe('https://api.example.test/v1/customers?limit=10&email=ana%40example.com');
  });
  it('leaves a URL without query alone', () => {
    expect(fullUrl(post)).toBe(post.url);
  });
});

describe('curl', () => {
  it('sends the method, basic auth, headers and JSON body', () => {
    const sample = curlSample(post);
    expect(sample).toContain('-X POST');
    expect(sample).toContain("-u 'sk_test_abc:'");
    expect(sample).toContain("-H 'Content-Type: application/json'");
    expect(sample).toContain("-H 'Idempotency-Key: refund-7f3a'");
    // The apostrophe inside the JSON survives shell quoting.
    expect(sample).toContain(`Customer'\\''s order`);
  });
  it('omits -X and Content-Type for a GET without body', () => {
    const sample = curlSample(get);
    expect(sample).not.toContain('-X');
    expect(sample).not.toContain('Content-Type');
  });
});

describe('language literals', () => {
  it('Python uses True/False/None', () => {
    const sample = pythonSample(post);
    expect(sample).toContain('"live": False');
    expect(sample).toContain('"payout": None');
    expect(sample).toContain('requests.post(');
    expect(pythonSample(get)).toContain('params={');
  });
  it('PHP encodes an empty object as an object, not an array', () => {
    expect(phpSample(post)).toContain("'metadata' => (object) []");
  });
  it('Ruby uses Net::HTTP with the right verb and quotes odd keys', () => {
    const sample = rubySample(post);
    expect(sample).toContain('Net::HTTP::Post.new(uri)');
    expect(sample).toContain("'odd-key' => {");
    expect(sample).toContain('payout: nil');
  });
  it('Node.js uses fetch with basic auth', () => {
    const sample = nodeSample(post);
    expect(sample).toContain('await fetch("https://api.example.test/v1/refunds"');
    expect(sample).toContain('Buffer.from("sk_test_abc:")');
    expect(sample).toContain('"odd-key": {');
  });
});

/** Writes a sample to a temp file and runs a syntax checker on it. */
function check(command: string, args: string[], file: string, code: string): void {
  writeFileSync(file, code);
  execFileSync(command, [...args, file], { stdio: 'pipe' });
}

const hasCommand = (command: string): boolean => spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;

describe('generated samples pass syntax checks', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'samples-'));
  for (const [name, request] of Object.entries({ post, get })) {
    const samples = allSamples(request);
    it(`${name}: bash -n`, () => check('bash', ['-n'], path.join(dir, `${name}.sh`), samples.curl));
    it(`${name}: node --check`, () => check('node', ['--check'], path.join(dir, `${name}.mjs`), samples.node));
    it(`${name}: python3 -m py_compile`, () =>
      check('python3', ['-m', 'py_compile'], path.join(dir, `${name}.py`), samples.python));
    it.skipIf(!hasCommand('php'))(`${name}: php -l`, () =>
      check('php', ['-l'], path.join(dir, `${name}.php`), samples.php),
    );
    it.skipIf(!hasCommand('ruby'))(`${name}: ruby -c`, () =>
      check('ruby', ['-c'], path.join(dir, `${name}.rb`), samples.ruby),
    );
  }
});
