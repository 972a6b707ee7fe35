import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { markdownPaths, raiseToOwnPriority, sidebarOrder } from './index';

describe('sidebarOrder', () => {
  it('lists doc ids in sidebar order, category pages before their items, each once', () => {
    const order = sidebarOrder({
      guide: [
        { type: 'doc', id: 'guide/intro' },
        {
          type: 'category',
          label: 'Payments',
          collapsed: true,
          collapsible: true,
          link: { type: 'doc', id: 'guide/payments/index' },
          items: [
            { type: 'doc', id: 'guide/payments/accept' },
            { type: 'link', label: 'X', href: 'https://x.test' },
          ],
        },
      ],
      api: [
        { type: 'doc', id: 'api/core/index' },
        { type: 'ref', id: 'guide/intro' },
      ],
    });
    expect(order).toEqual(['guide/intro', 'guide/payments/index', 'guide/payments/accept', 'api/core/index']);
  });
});

describe('markdownPaths', () => {
  it('writes index pages at index.md and at their path without the slash', () => {
    expect(markdownPaths('/docs/api/refunds/')).toEqual(['/docs/api/refunds/index.md', '/docs/api/refunds.md']);
    expect(markdownPaths('/docs/guide/intro')).toEqual(['/docs/guide/intro.md']);
    expect(markdownPaths('/')).toEqual(['/index.md']);
  });
});

/** A thread's nice value, from the kernel's own record of it. */
function niceOf(threadId: number): number {
  const stat = readFileSync(`/proc/self/task/${threadId}/stat`, 'utf8');
  // After the command name (in parentheses), the nice value is the 17th field.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

/** Whether this process may raise a thread's priority back: the capability to (root's, unless a container drops it), or a nice limit that allows it. */
function mayRaisePriority(): boolean {
  const capabilities = /CapEff:\s+([0-9a-f]+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '0';
  const sysNice = 23n;
  const limit = /Max nice priority\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
  return ((BigInt(`0x${capabilities}`) >> sysNice) & 1n) === 1n || 20 - Number(limit ?? 0) <= getPriority();
}

describe.runIf(process.platform === 'linux')('raiseToOwnPriority', () => {
  it('gives a thread at the lowest priority this thread’s again, where the system allows it', async () => {
    // A thread that lowers itself as the conversion's worker does, then waits.
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       require('node:os').setPriority(19);
       parentPort.postMessage(Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop()));
       setInterval(() => {}, 1000);`,
      { eval: true },
    );
    try {
      const threadId = await new Promise<number>((resolve) => worker.once('message', resolve));
      expect(niceOf(threadId)).toBe(19);
      raiseToOwnPriority(threadId);
      expect(niceOf(threadId)).toBe(mayRaisePriority() ? getPriority() : 19);
    } finally {
      await worker.terminate();
    }
  });

  it('does nothing without a thread id', () => {
    expect(() => raiseToOwnPriority(0)).not.toThrow();
  });
});
