import { describe, expect, it } from 'vitest';
import { allSamples } from '../../src/lib/openapi/codeSamples';
import { bodyFields, codeBlocks, requestsInBlock, requestsInPage } from './guideScanner';

const base = ['%API_BASE_URL%', 'https://api.example.test/v1'];

describe('codeBlocks', () => {
  it('finds fenced blocks with their language and line', () => {
    const blocks = codeBlocks('text\n\n```bash\ncurl x\n```\n\n````js\nconst a = 1;\n````\n');
    expect(blocks).toEqual([
      { lang: 'bash', code: 'curl x', line: 3 },
      { lang: 'js', code: 'const a = 1;', line: 7 },
    ]);
  });
});

describe('bodyFields', () => {
  it('lists nested fields and skips metadata contents', () => {
    expect(bodyFields('{"amount": 100, "metadata": {"order_id": "1"}, "billing": {"name": "A"}}')).toEqual([
      'amount',
      'metadata',
      'billing',
      'billing.name',
    ]);
  });
  it('reads PHP and Ruby literals', () => {
    expect(bodyFields("['amount' => 100, 'metadata' => ['x' => 'y']]")).toEqual(['amount', 'metadata']);
    expect(bodyFields("{ amount: 100, 'reason' => 'duplicate' }")).toEqual(['amount', 'reason']);
  });
  it('does not mistake string values for keys', () => {
    expect(bodyFields('{"notes": "a: b", "reason": "x"}')).toEqual(['notes', 'reason']);
  });
});

describe('requestsInBlock', () => {
  const request = {
    method: 'patch' as const,
    url: 'https://api.example.test/v1/refunds/ref_1',
    headers: {},
    body: { notes: 'n', metadata: { order: '7' } },
    secretKey: 'sk_test_x',
  };
  it.each(Object.entries(allSamples(request)))('reads the generator’s %s sample', (lang, code) => {
    const [found] = requestsInBlock({ lang, code, line: 1 }, base, 'page');
    expect(found).toMatchObject({ method: 'PATCH', path: '/refunds/ref_1', fields: ['notes', 'metadata'] });
  });
  it('defaults to GET without a body or method', () => {
    const [found] = requestsInBlock(
      { lang: 'bash', code: "curl %API_BASE_URL%/customers -u 'sk:'", line: 1 },
      base,
      'p',
    );
    expect(found).toMatchObject({ method: 'GET', path: '/customers' });
  });
});

describe('requestsInPage', () => {
  it('finds inline method-and-path mentions outside code blocks', () => {
    const found = requestsInPage('Call `POST /v1/refunds` to refund.\n\n```text\nGET /v1/customers\n```\n', base, 'p');
    expect(found.map((f) => `${f.method} ${f.path}`).sort()).toEqual(['GET /customers', 'POST /refunds']);
  });
});
