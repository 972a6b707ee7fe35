import { describe, expect, it } from 'vitest';
import { brand } from '../../src/brand';
import { facts } from '../../src/data/facts';
import { apiDownloads } from '../../src/lib/apiDownloads';
import { agentFilePaths, apiCatalog, skillMd, testCardNumber } from './agentFiles';

const siteUrl = 'https://docs.example.test';

describe('apiCatalog', () => {
  const catalog = apiCatalog(siteUrl);

  // RFC 9264 section 4.2: a "linkset" array of link context objects, each
  // with an "anchor" and, per relation type, an array of target objects
  // that each have an "href".
  it('has the linkset shape of RFC 9264, every target an absolute URL', () => {
    expect(Object.keys(catalog)).toEqual(['linkset']);
    expect(catalog.linkset.length).toBeGreaterThan(0);
    for (const context of catalog.linkset) {
      expect(context.anchor).toMatch(/^https:\/\//);
      for (const [relation, targets] of Object.entries(context)) {
        if (relation === 'anchor') continue;
        expect(Array.isArray(targets), `${relation} must be an array of target objects`).toBe(true);
        for (const target of targets as { href: string }[]) expect(target.href).toMatch(/^https:\/\//);
      }
    }
  });

  it('anchors its first context at the catalog itself, listing the API as an item (RFC 9727 appendix A)', () => {
    expect(catalog.linkset[0]).toEqual({
      anchor: `${siteUrl}${agentFilePaths.apiCatalog}`,
      item: [expect.objectContaining({ href: brand.apiBaseUrl })],
    });
  });

  it('points the API at its OpenAPI document, its docs and llms.txt', () => {
    const api = catalog.linkset.find((context) => context.anchor === brand.apiBaseUrl);
    const hrefs = (relation: string) => ((api?.[relation] ?? []) as { href: string }[]).map((target) => target.href);
    expect(hrefs('service-desc')).toEqual([`${siteUrl}${apiDownloads.yaml}`, `${siteUrl}${apiDownloads.json}`]);
    expect(hrefs('service-doc')).toEqual(
      expect.arrayContaining([
        `${siteUrl}/docs/api/core_resources/`,
        `${siteUrl}/llms.txt`,
        `${siteUrl}${agentFilePaths.skill}`,
      ]),
    );
  });
});

describe('skillMd', () => {
  const text = skillMd(siteUrl);

  it('starts with the front matter of an agent skill: a name and a description', () => {
    expect(text).toMatch(/^---\nname: [a-z0-9-]+\ndescription: .+\n---\n\n# /);
  });

  it('covers authentication, idempotency, webhooks, test mode and where the samples are', () => {
    const headings = text.match(/^## .+$/gm);
    expect(headings).toEqual(
      expect.arrayContaining(['## Authentication', '## Idempotency', '## Webhooks', '## Test mode', '## Code samples']),
    );
  });

  // Generated from the facts module, so a changed figure can never leave it behind.
  it.each([
    ['limits.idempotency.window', facts.limits.idempotency.window],
    ['platform.clockTolerance', facts.platform.clockTolerance],
    ['webhooks.responseTimeout', facts.webhooks.responseTimeout],
    ['webhooks.retryWindow', facts.webhooks.retryWindow],
    ['testCards.visa', testCardNumber('visa')],
    ['rateLimits.test', String(facts.rateLimits.test)],
  ])('states the fact %s as the facts module has it', (_path, value) => {
    expect(text).toContain(value);
  });

  it('links pages at their Markdown addresses on this site', () => {
    const links = text.match(/https:\/\/docs\.example\.test\/docs\/guide\/\S+/g) ?? [];
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) expect(link).toMatch(/\.md,?$/);
  });
});
