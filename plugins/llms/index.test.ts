import { describe, expect, it } from 'vitest';
import { markdownPaths, sidebarOrder } from './index';

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
