import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { brand } from '../../src/brand';
import { areaFeedFile, changeAreas, changelog, type ChangeArea, type ChangelogEntry } from '../../src/data/changelog';

/**
 * Publishes the changelog (src/data/changelog.ts) as an Atom 1.0 feed at
 * /changelog.xml after every production build, and announces it to feed
 * readers with a `<link rel="alternate">` in the head of every page. One more
 * feed per area (/changelog-webhooks.xml…, `areaFeedFile`) carries that
 * area's entries only; the changelog page links them.
 */

/** The feed's file name in the build output, served at the site root. */
export const FEED_FILE = 'changelog.xml';

const TITLE = `${brand.docsTitle} changelog`;

/** Characters XML 1.0 does not allow at all, even escaped. */
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Escapes text for use in XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An entry date (YYYY-MM-DD) as an RFC 3339 timestamp at midnight UTC. */
export function toAtomDate(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw new Error(`changelog-feed: "${date}" is not a YYYY-MM-DD date`);
  }
  return `${date}T00:00:00Z`;
}

/** Lowercase words joined by hyphens, for stable entry ids. */
function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The site URL without a trailing slash, e.g. https://docs.example.com. */
function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * A permanent, unique id for an entry: a tag URI (RFC 4151) built from the
 * site's host, the entry's date and its title, so it never changes between builds.
 */
function entryId(entry: ChangelogEntry, host: string): string {
  return `tag:${host},${entry.date}:changelog/${slugify(entry.title)}`;
}

/** Renders `entries` (newest first) as an Atom 1.0 document for the site at `siteUrl`; with `area`, that area's feed. */
export function renderAtomFeed(entries: readonly ChangelogEntry[], siteUrl: string, area?: ChangeArea): string {
  const file = area ? areaFeedFile(area) : FEED_FILE;
  const title = area ? `${TITLE}: ${area}` : TITLE;
  const base = trimSlash(siteUrl);
  const host = new URL(base).host;
  const absolute = (to: string): string =>
    /^https?:\/\//.test(to) ? to : `${base}${to.startsWith('/') ? '' : '/'}${to}`;
  const newest = entries.reduce<string | undefined>(
    (max, entry) => (!max || entry.date > max ? entry.date : max),
    undefined,
  );
  const updated = toAtomDate(newest ?? '1970-01-01');

  const renderedEntries = entries.map((entry) => {
    const link = absolute(entry.links[0]?.to ?? '/changelog');
    return [
      '  <entry>',
      `    <id>${escapeXml(entryId(entry, host))}</id>`,
      `    <title type="text">${escapeXml(entry.title)}</title>`,
      `    <updated>${toAtomDate(entry.date)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `    <category term="${escapeXml(entry.area)}"/>`,
      `    <category term="${escapeXml(entry.type)}"/>`,
      `    <summary type="text">${escapeXml(entry.description)}</summary>`,
      '  </entry>',
    ].join('\n');
  });

  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${escapeXml(area ? `${base}/${file}` : `${base}/changelog`)}</id>`,
    `  <title type="text">${escapeXml(title)}</title>`,
    `  <subtitle type="text">Changes to the API, the dashboard, payment methods, webhooks and plugins.</subtitle>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${base}/${file}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${base}/changelog`)}"/>`,
    `  <author><name>${escapeXml(brand.name)}</name></author>`,
    ...renderedEntries,
    '</feed>',
    '',
  ].join('\n');
}

/** Docusaurus plugin: writes the feed into the build output and links it from every page. */
export default function changelogFeed(context: LoadContext): Plugin {
  const { siteConfig, baseUrl } = context;
  const siteUrl = `${trimSlash(siteConfig.url)}${baseUrl}`;
  return {
    name: 'changelog-feed',
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {
              rel: 'alternate',
              type: 'application/atom+xml',
              title: TITLE,
              href: `${baseUrl}${FEED_FILE}`,
            },
          },
        ],
      };
    },
    async postBuild({ outDir }) {
      await writeFile(path.join(outDir, FEED_FILE), renderAtomFeed(changelog, siteUrl), 'utf8');
      await Promise.all(
        changeAreas.map((area) =>
          writeFile(
            path.join(outDir, areaFeedFile(area)),
            renderAtomFeed(
              changelog.filter((entry) => entry.area === area),
              siteUrl,
              area,
            ),
            'utf8',
          ),
        ),
      );
    },
  };
}
