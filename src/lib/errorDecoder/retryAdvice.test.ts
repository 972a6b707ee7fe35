import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { retryAdvice } from './retryAdvice';

/** The error handling guide's "What to do for each status" rows: status, code (409 only), Retry? */
function guideRows(): { statuses: number[]; code?: string; retry: boolean }[] {
  const guide = readFileSync(path.join(__dirname, '../../../docs/guide/developer_handbook/error_handling.mdx'), 'utf8');
  const section = guide.split('## What to do for each status')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\| \d{3}/.test(line))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return {
        statuses: (cells[1] ?? '').split(',').map((s) => Number(s.trim())),
        code: /`(idempotency_[a-z_]+)`/.exec(cells[3] ?? '')?.[1],
        retry: cells[5] === 'Yes',
      };
    });
}

describe('retry advice', () => {
  const rows = guideRows();
  it('reads the guide table', () => expect(rows.length).toBeGreaterThanOrEqual(10));
  it.each(rows)('agrees with the error handling guide for $statuses $code', ({ statuses, code, retry }) => {
    for (const status of statuses) {
      expect(
        retryAdvice(status, code).retry,
        `retry for ${status} ${code ?? ''}: change retryAdvice.ts or the guide`,
      ).toBe(retry);
    }
  });

  it('keeps the key for a retry, and asks for a new one for a changed request', () => {
    expect(retryAdvice(500).key).toBe('same');
    expect(retryAdvice(429).key).toBe('same');
    expect(retryAdvice(400).key).toBe('new');
    expect(retryAdvice(409, 'idempotency_key_reused').key).toBe('new');
  });
});
