import { describe, expect, it } from 'vitest';
import { classify, distinctPages, samplesOfPage } from '../samples/extract';
import { sign, verifies } from '../samples/webhooks';

const base = 'https://api.example.test/v1';

describe('sample extraction (tests/samples)', () => {
  it('finds the five languages and skips other fences', () => {
    const markdown = [
      '```bash\ncurl ' + base + '/customers\n```',
      '```json\n{}\n```',
      '```javascript\nawait fetch("' + base + '/customers");\n```',
      '```php\n<?php echo 1;\n```',
      '```python\nprint(1)\n```',
      '```ruby\nputs 1\n```',
    ].join('\n\n');
    const samples = samplesOfPage('/docs/x', markdown, base);
    expect(samples.map((s) => s.language)).toEqual(['curl', 'node', 'php', 'python', 'ruby']);
    expect(samples.map((s) => s.id)).toEqual(['/docs/x#1', '/docs/x#2', '/docs/x#3', '/docs/x#4', '/docs/x#5']);
  });

  it('classifies requests, webhook verifiers and fragments', () => {
    expect(classify(`curl '${base}/refunds'`, base)).toBe('request');
    expect(classify('hmac.compare_digest(a, b)', base)).toBe('webhook');
    expect(classify("require 'vendor/autoload.php'; $c->get('" + base + "/x');", base)).toBe('fragment');
    expect(classify("document.querySelector('#pay')", base)).toBe('fragment');
  });

  it('keeps one copy of an index page written twice', () => {
    const pages = distinctPages([
      { page: '/docs/api/refunds', markdown: 'same' },
      { page: '/docs/api/refunds/', markdown: 'same' },
      { page: '/docs/api/other', markdown: 'other' },
    ]);
    expect(pages).toHaveLength(2);
  });
});

describe('webhook signatures the sample test makes', () => {
  it('follow the webhooks guide: t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">', () => {
    const header = sign('{"id":"evt_1"}', 1749103296, 'whsk_test');
    // Computed independently: printf '1749103296.{"id":"evt_1"}' | openssl dgst -sha256 -hmac whsk_test
    expect(header).toBe('t=1749103296,v1=e1951048dbe40eceb4266eb86fe17b7d9bcfd5e74adebf303c7be42170fd6b84');
    expect(verifies(Buffer.from('{"id":"evt_1"}'), sign('{"id":"evt_1"}', 1000), 1000)).toBe(true);
    expect(verifies(Buffer.from('{"id":"evt_2"}'), sign('{"id":"evt_1"}', 1000), 1000)).toBe(false);
    expect(verifies(Buffer.from('{"id":"evt_1"}'), sign('{"id":"evt_1"}', 1000), 1301)).toBe(false);
  });
});
