import { describe, expect, it } from 'vitest';
import { llmsFullTxt, llmsTxt, pageDocument, type MarkdownPage } from './llmsTxt';

const siteUrl = 'https://docs.example.test';
const page = (path: string, area: MarkdownPage['area'], title = path): MarkdownPage => ({
  path,
  title,
  description: `About ${title}\nin two lines.`,
  area,
  markdown: pageDocument({ title, description: `About ${title}`, url: `${siteUrl}${path}` }, `Body of ${path}.`),
});
const pages = [
  page('/docs/api/refunds/', 'API reference', 'Refunds'),
  page('/', 'Start here', 'Home'),
  page('/docs/guide/intro', 'Guide', 'Introduction'),
  page('/changelog', 'Changelog', 'Changelog'),
];

describe('pageDocument', () => {
  it('starts with the title, the description and the page URL', () => {
    expect(pageDocument({ title: 'T', description: 'D\n  more', url: 'https://x/t' }, '\nBody.\n')).toBe(
      '# T\n\n> D more\n\nSource: https://x/t\n\nBody.\n',
    );
  });
});

describe('llmsTxt', () => {
  const text = llmsTxt(pages, siteUrl);
  it('starts with the name, a summary and instructions for agents', () => {
    expect(text).toMatch(/^# Paysari Docs\n\n> Paysari is .+\n\nInstructions for AI agents/);
    expect(text).toContain('Idempotency-Key');
    expect(text).toContain('Paysari-Signature');
    expect(text).toContain('sk_test_');
  });
  it('lists each page once, under its area in area order, with its Markdown URL and a one-line description', () => {
    const sections = text.match(/^## .+$/gm);
    expect(sections).toEqual([
      '## Start here',
      '## Guide',
      '## API reference',
      '## Changelog',
      '## API description files',
      '## Optional',
    ]);
    expect(text).toContain(`- [Refunds](${siteUrl}/docs/api/refunds/index.md): About Refunds in two lines.`);
    expect(text).toContain(`- [Home](${siteUrl}/index.md)`);
    expect(text.split(`${siteUrl}/docs/guide/intro.md)`)).toHaveLength(2);
  });
});

describe('llmsFullTxt', () => {
  it('has every page in llms.txt order', () => {
    const text = llmsFullTxt(pages);
    const order = ['Body of /.', 'Body of /docs/guide/intro.', 'Body of /docs/api/refunds/.', 'Body of /changelog.'];
    const positions = order.map((body) => text.indexOf(body));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});
