import { describe, expect, it } from 'vitest';
import { siteIcon, stockPage } from './stockSite';

describe('stockPage', () => {
  it("turns links to this site's docs pages back into site paths, and leaves images and other hosts", () => {
    const copy = [
      'Source: https://docs.example.test/docs/guide/refunds/',
      '',
      'A [refund](https://docs.example.test/docs/api/refunds/) and its [events](https://docs.example.test/docs/api/events/event_types#refunds).',
      'See [the dashboard](https://dashboard.example.test/refunds) and [the guide](/docs/guide/intro).',
      '![The list](https://docs.example.test/img/refunds.svg)',
    ].join('\n');
    expect(stockPage(copy, 'https://docs.example.test')).toBe(
      [
        'Source: https://docs.example.test/docs/guide/refunds/',
        '',
        'A [refund](/docs/api/refunds/) and its [events](/docs/api/events/event_types#refunds).',
        'See [the dashboard](https://dashboard.example.test/refunds) and [the guide](/docs/guide/intro).',
        '![The list](https://docs.example.test/img/refunds.svg)',
      ].join('\n'),
    );
  });
});

describe('siteIcon', () => {
  it("finds the icon a page's head names, as a path in the build", () => {
    expect(siteIcon('<head><link data-rh=true rel=icon href=/img/favicon.svg /><link rel=canonical href=/x>')).toBe(
      'img/favicon.svg',
    );
    expect(siteIcon('<link rel="icon" href="/img/a.png">')).toBe('img/a.png');
    expect(siteIcon('<link rel="canonical" href="/img/a.png">')).toBeNull();
  });
});
