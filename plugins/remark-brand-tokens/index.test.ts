import type { Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { brand } from '../../src/brand';
import { facts } from '../../src/data/facts';
import { testCardList } from '../../src/data/facts/testCards';
import remarkBrandTokens from '.';

function tree(): Root {
  return {
    type: 'root',
    children: [
      { type: 'paragraph', children: [{ type: 'text', value: 'Welcome to %PROVIDER%.' }] },
      { type: 'code', lang: 'bash', value: 'curl %API_BASE_URL%/refunds' },
      {
        type: 'paragraph',
        children: [
          { type: 'inlineCode', value: '%JS_GLOBAL%(key)' },
          { type: 'link', url: '%DASHBOARD_URL%/settings', children: [{ type: 'text', value: 'settings' }] },
        ],
      },
    ],
  };
}

describe('remarkBrandTokens', () => {
  it('expands tokens in prose, code, inline code and link targets', () => {
    const root = tree();
    remarkBrandTokens()(root);
    expect(JSON.stringify(root)).not.toMatch(/%[A-Z_]+%/);
    expect(JSON.stringify(root)).toContain(`Welcome to ${brand.name}.`);
    expect(JSON.stringify(root)).toContain(`curl ${brand.apiBaseUrl}/refunds`);
    expect(JSON.stringify(root)).toContain(`${brand.dashboardUrl}/settings`);
  });

  it('leaves percent signs that are not tokens alone', () => {
    const root: Root = {
      type: 'root',
      children: [{ type: 'paragraph', children: [{ type: 'text', value: '100% of %UNKNOWN%' }] }],
    };
    remarkBrandTokens()(root);
    expect(JSON.stringify(root)).toContain('100% of %UNKNOWN%');
  });

  it('expands fact tokens next to brand tokens', () => {
    const root: Root = {
      type: 'root',
      children: [{ type: 'paragraph', children: [{ type: 'inlineCode', value: '%FACT:testCards.visa%' }] }],
    };
    remarkBrandTokens()(root);
    expect(JSON.stringify(root)).toContain('4242 4242 0000 0018');
  });

  it('renders ::test-cards tables from the facts, every card in one of them', () => {
    const directive = (table: string): Root['children'][number] => ({
      type: 'leafDirective',
      name: 'test-cards',
      attributes: { table },
      children: [],
    });
    const root: Root = { type: 'root', children: [directive('successful'), directive('declined')] };
    remarkBrandTokens()(root);
    expect(root.children.map((node) => node.type)).toEqual(['table', 'table']);
    // HTML renderers emit one cell per `align` entry, so it must cover every column.
    for (const table of root.children) {
      if (table.type === 'table') expect(table.align).toHaveLength(table.children[0]?.children.length ?? -1);
    }
    const text = JSON.stringify(root);
    for (const card of testCardList) expect(text).toContain(card.number);
    expect(text).toContain('insufficient_funds');
    // The HTML the site renders has every cell (an `align` too short drops them).
    const html = JSON.stringify(toHast(root));
    for (const card of testCardList) expect(html).toContain(card.number);
  });

  it('fails on an unknown ::test-cards table, naming the choices', () => {
    const root: Root = {
      type: 'root',
      children: [{ type: 'leafDirective', name: 'test-cards', attributes: { table: 'nope' }, children: [] }],
    };
    expect(() => remarkBrandTokens()(root)).toThrow(/successful, declined, all/);
  });

  it('expands a fact token in prose that the directive syntax split at its colon', () => {
    // How remark-directive parses "within %FACT:webhooks.responseTimeout%." in prose.
    const root: Root = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', value: 'within %FACT' },
            { type: 'textDirective', name: 'webhooks', attributes: {}, children: [] },
            { type: 'text', value: '.responseTimeout% and %FACT' },
            { type: 'textDirective', name: 'webhooks', attributes: {}, children: [] },
            { type: 'text', value: '.retryWindow%.' },
          ],
        },
      ],
    };
    remarkBrandTokens()(root);
    expect(root.children[0]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', value: expect.stringMatching(/^within \d+ seconds and \w+ days\.$/) as string }],
    });
  });
});

describe('fact tokens in parsed Markdown', () => {
  // The site parses directives (admonitions), which read `:retryWindow` in a
  // fact token as a text directive; the token must still expand.
  const parse = (markdown: string): Root => unified().use(remarkParse).use(remarkDirective).parse(markdown);

  it('expands a fact token in prose, bold text and table cells', () => {
    const root = parse(
      'Retried for **%FACT:webhooks.retryWindow%**, %FACT:webhooks.retryWindow% in all.\n\n| a |\n| --- |\n| %FACT:webhooks.responseTimeout% |\n',
    );
    remarkBrandTokens()(root);
    const text = JSON.stringify(root);
    expect(text).not.toContain('FACT');
    expect(text.split(facts.webhooks.retryWindow)).toHaveLength(3);
    expect(text).toContain(facts.webhooks.responseTimeout);
  });

  it('still fails on an unknown fact split by the directive syntax', () => {
    expect(() => remarkBrandTokens()(parse('See %FACT:webhooks.nope%.'))).toThrow(/%FACT:webhooks\.nope%/);
  });
});

describe('fact tokens in prose', () => {
  it('expands a token that the directive syntax split into text, directive and text', () => {
    const root = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', value: 'Retried for up to %FACT' },
            { type: 'textDirective', name: 'webhooks', attributes: {}, children: [] },
            { type: 'text', value: '.retryWindow% and answered within %FACT' },
            { type: 'textDirective', name: 'webhooks', attributes: {}, children: [] },
            { type: 'text', value: '.responseTimeout%.' },
          ],
        },
      ],
    } as unknown as Root;
    remarkBrandTokens()(root);
    expect(JSON.stringify(root)).toContain(
      `Retried for up to ${facts.webhooks.retryWindow} and answered within ${facts.webhooks.responseTimeout}.`,
    );
    expect(JSON.stringify(root)).not.toContain('textDirective');
  });

  it('leaves a real text directive with a label alone, and fails on the token it splits', () => {
    const root = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', value: 'See %FACT' },
            { type: 'textDirective', name: 'abbr', attributes: {}, children: [{ type: 'text', value: 'x' }] },
            { type: 'text', value: '.y% here' },
          ],
        },
      ],
    } as unknown as Root;
    // Not rejoined, so the leftover "%FACT" stops the build with a message.
    expect(() => remarkBrandTokens()(root)).toThrow(/fact token was not expanded/);
    expect(JSON.stringify(root)).toContain('textDirective');
  });
});
