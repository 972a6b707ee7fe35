import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { changelog, type ChangelogEntry } from '../../src/data/changelog';
import { areaFeedFile, changeAreas } from '../../src/data/changelog';
import changelogFeed, { FEED_FILE, escapeXml, renderAtomFeed, toAtomDate } from './index';

const siteUrl = 'https://docs.example.com';

const entries: ChangelogEntry[] = [
  {
    date: '2025-10-20',
    area: 'API',
    type: 'added',
    title: 'Refunds & reversals for <amounts> under PHP 1.00',
    description: 'Send "amount" < 100 & check the result.',
    links: [{ label: 'Create a refund', to: '/docs/api/refunds/create' }],
  },
  {
    date: '2025-02-03',
    area: 'Payment methods',
    type: 'changed',
    title: 'Second entry',
    description: 'No links: the entry points at the changelog page.',
    links: [],
  },
];

const count = (xml: string, pattern: RegExp): number => xml.match(pattern)?.length ?? 0;

describe('renderAtomFeed', () => {
  const xml = renderAtomFeed(entries, `${siteUrl}/`);

  it('writes an Atom 1.0 feed with one entry per changelog entry', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"')).toBe(
      true,
    );
    expect(count(xml, /<entry>/g)).toBe(2);
    expect(count(xml, /<\/entry>/g)).toBe(2);
    expect(xml.trimEnd().endsWith('</feed>')).toBe(true);
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${siteUrl}/changelog.xml"/>`);
    expect(xml).toContain('<author><name>');
  });

  it('escapes & and < in titles and summaries', () => {
    expect(xml).toContain('<title type="text">Refunds &amp; reversals for &lt;amounts&gt; under PHP 1.00</title>');
    expect(xml).toContain('<summary type="text">Send &quot;amount&quot; &lt; 100 &amp; check the result.</summary>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const text = xml.replace(/<[^<>]*>/g, '');
    expect(text).not.toContain('<');
  });

  it('dates entries at midnight UTC and the feed at its newest entry', () => {
    const updated = [...xml.matchAll(/<updated>([^<]+)<\/updated>/g)].map((m) => m[1]);
    expect(updated).toEqual(['2025-10-20T00:00:00Z', '2025-10-20T00:00:00Z', '2025-02-03T00:00:00Z']);
    for (const value of updated) expect(Number.isNaN(Date.parse(value ?? ''))).toBe(false);
  });

  it('links each entry to its first link, or to the changelog page', () => {
    expect(xml).toContain(`<link rel="alternate" type="text/html" href="${siteUrl}/docs/api/refunds/create"/>`);
    const second = xml.split('<entry>')[2] ?? '';
    expect(second).toContain(`href="${siteUrl}/changelog"`);
  });

  it('gives entries stable tag URI ids', () => {
    expect(xml).toContain('<id>tag:docs.example.com,2025-02-03:changelog/second-entry</id>');
    expect(renderAtomFeed(entries, siteUrl)).toBe(xml);
  });

  it('renders an empty changelog as a valid, empty feed', () => {
    const empty = renderAtomFeed([], siteUrl);
    expect(count(empty, /<entry>/g)).toBe(0);
    expect(empty).toContain('<updated>1970-01-01T00:00:00Z</updated>');
  });

  it('renders the real changelog with unique ids', () => {
    const real = renderAtomFeed(changelog, siteUrl);
    expect(count(real, /<entry>/g)).toBe(changelog.length);
    const ids = [...real.matchAll(/<entry>\n\s*<id>([^<]+)<\/id>/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(changelog.length);
  });
});

describe('helpers', () => {
  it('escapes the five XML special characters and drops invalid ones', () => {
    expect(escapeXml(`a & b < c > d " e ' f\u0001`)).toBe('a &amp; b &lt; c &gt; d &quot; e &apos; f');
  });

  it('rejects malformed dates', () => {
    expect(toAtomDate('2025-06-01')).toBe('2025-06-01T00:00:00Z');
    expect(() => toAtomDate('June 2025')).toThrow(/not a YYYY-MM-DD date/);
  });
});

describe('changelogFeed plugin', () => {
  const context = { siteConfig: { url: siteUrl }, baseUrl: '/' } as unknown as LoadContext;
  const plugin = changelogFeed(context);

  it('links the feed from the head of every page', () => {
    const tags = plugin.injectHtmlTags?.({ content: undefined });
    expect(tags?.headTags).toEqual([
      expect.objectContaining({
        tagName: 'link',
        attributes: expect.objectContaining({ rel: 'alternate', type: 'application/atom+xml', href: '/changelog.xml' }),
      }),
    ]);
  });

  it('writes changelog.xml into the build output', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'changelog-feed-'));
    try {
      await plugin.postBuild?.({ outDir } as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
      const written = await readFile(path.join(outDir, FEED_FILE), 'utf8');
      expect(written).toBe(renderAtomFeed(changelog, `${siteUrl}/`));
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});

describe('one feed per area', () => {
  it.each(changeAreas)('the %s feed has its own address, title and only its entries', (area) => {
    const xml = renderAtomFeed(
      entries.filter((entry) => entry.area === area),
      siteUrl,
      area,
    );
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${siteUrl}/${areaFeedFile(area)}"/>`);
    expect(xml).toContain(`changelog: ${escapeXml(area)}</title>`);
    expect(count(xml, /<entry>/g)).toBe(entries.filter((entry) => entry.area === area).length);
    for (const other of changeAreas.filter((candidate) => candidate !== area))
      expect(xml).not.toContain(`<category term="${escapeXml(other)}"/>`);
  });

  it('names each area file by its slug', () => {
    expect(areaFeedFile('Payment methods')).toBe('changelog-payment-methods.xml');
    expect(areaFeedFile('API')).toBe('changelog-api.xml');
  });
});
