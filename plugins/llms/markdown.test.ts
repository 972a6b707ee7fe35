import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  fencedCode,
  markdownTable,
  mdxPartialImports,
  mdxToMarkdown,
  plainMarkdown,
  tableCell,
} from './markdown';

const siteUrl = 'https://docs.example.test';
const convert = (source: string, components = {}) => mdxToMarkdown(source, { siteUrl, components, file: 'x.mdx' });

const tabs = `---
title: A page
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Intro with %PROVIDER%.

<Tabs groupId="language">
<TabItem value="curl" label="curl">

\`\`\`bash
curl %API_BASE_URL%/refunds
\`\`\`

</TabItem>
<TabItem value="node" label="Node.js">

\`\`\`javascript
await fetch('/refunds');
\`\`\`

</TabItem>
</Tabs>
`;

describe('mdxToMarkdown', () => {
  it('drops front matter and imports', () => {
    const { markdown } = convert(tabs);
    expect(markdown).not.toMatch(/title: A page|^import /m);
  });

  it('turns tabs into one labelled code block per tab, in order', () => {
    const { markdown } = convert(tabs);
    expect(markdown).not.toMatch(/<\/?(Tabs|TabItem)/);
    expect(markdown).toContain('**curl**\n\n```bash\ncurl https://api.paysari.example/v1/refunds\n```');
    expect(markdown.indexOf('**curl**')).toBeLessThan(markdown.indexOf('**Node.js**'));
    expect(markdown).toContain("**Node.js**\n\n```javascript\nawait fetch('/refunds');\n```");
  });

  it('expands brand tokens in prose and code', () => {
    expect(convert(tabs).markdown).toContain('Intro with Paysari.');
  });

  it('turns admonitions into blockquotes that keep their kind or title', () => {
    const { markdown } = convert(
      ':::warning\nVerify the **raw** body.\n:::\n\n:::tip[Use test keys]\nThey are free.\n:::\n',
    );
    expect(markdown).toBe('> **Warning**\n>\n> Verify the **raw** body.\n\n> **Use test keys**\n>\n> They are free.\n');
  });

  it('reads a title after the admonition keyword as the engine does (`:::note Title`)', () => {
    // The engine rewrites it to `:::note[Title]` before parsing; without that, the fence stayed as text.
    expect(convert(':::caution Holds expire\nCapture in time.\n:::\n').markdown).toBe(
      '> **Holds expire**\n>\n> Capture in time.\n',
    );
  });

  it('keeps Mermaid diagrams as fenced mermaid blocks', () => {
    const { markdown } = convert('```mermaid\nsequenceDiagram\n    A->>B: %PROVIDER%\n```\n');
    expect(markdown).toBe('```mermaid\nsequenceDiagram\n    A->>B: Paysari\n```\n');
  });

  it('makes site links and pathname:// links absolute, and leaves others alone', () => {
    const { markdown } = convert(
      '[a](/docs/x) [b](pathname:///openapi/p.yaml) [c](#here) [d](https://other.test/) ![e](/img/e.svg)',
    );
    expect(markdown).toContain(`[a](${siteUrl}/docs/x)`);
    expect(markdown).toContain(`[b](${siteUrl}/openapi/p.yaml)`);
    expect(markdown).toContain('[c](#here)');
    expect(markdown).toContain('[d](https://other.test/)');
    expect(markdown).toContain(`![e](${siteUrl}/img/e.svg)`);
  });

  it('renders site components with their handlers, and converts their Markdown the same way', () => {
    const { markdown } = convert('Before.\n\n<Codes status={402} />\n\nAfter.\n', {
      Codes: () => '| Code |\n| --- |\n| [`card_declined`](/docs/errors#card_declined) |',
    });
    expect(markdown).toContain(`| [\`card_declined\`](${siteUrl}/docs/errors#card_declined) |`);
    expect(markdown).not.toContain('<Codes');
  });

  it('fails on a component it cannot convert, naming it and the file', () => {
    expect(() => convert('<Widget />\n')).toThrow(/<Widget> in x\.mdx/);
  });

  it('keeps what HTML elements say: kbd becomes code, other elements unwrap', () => {
    expect(convert('Press <kbd>/</kbd> to search.\n').markdown).toBe('Press `/` to search.\n');
    expect(convert('<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>\n').markdown).toBe(
      '**More**\n\nHidden text.\n',
    );
  });

  it('drops comments and keeps string expressions', () => {
    expect(convert("One{' '}two.{/* note */}\n").markdown).toBe('One two.\n');
  });

  it('prints an accidental text directive back as text, as the site does', () => {
    expect(convert('Ratio a:b here.\n').markdown).toBe('Ratio a:b here.\n');
  });

  it('reports whether the page starts with its own title', () => {
    expect(convert('# Own title\n\nText.\n').hasTitle).toBe(true);
    expect(convert('Text.\n').hasTitle).toBe(false);
  });
});

describe('MDX partials', () => {
  const page = [
    "import Handler from '@site/docs/guide/_partials/_handler.mdx';",
    "import Other from './_other.md';",
    "import Tabs from '@theme/Tabs';",
    '',
    'Before.',
    '',
    '<Handler />',
    '',
    'After.',
  ].join('\n');

  it('lists the MDX and Markdown files a page imports', () => {
    expect(mdxPartialImports(page)).toEqual([
      { name: 'Handler', specifier: '@site/docs/guide/_partials/_handler.mdx' },
      { name: 'Other', specifier: './_other.md' },
    ]);
  });

  it("inlines a partial's content, tokens, tabs and test-card tables included", () => {
    const partial = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '{/* why this partial exists */}',
      '',
      'Answer within %FACT:webhooks.responseTimeout%.',
      '',
      '<Tabs><TabItem value="node" label="Node.js">',
      '',
      '```javascript',
      "res.end('%PROVIDER%');",
      '```',
      '',
      '</TabItem></Tabs>',
      '',
      '::test-cards{table="declined"}',
    ].join('\n');
    const { markdown } = mdxToMarkdown(page, { siteUrl, partials: { Handler: partial } });
    expect(markdown).toMatch(/Before\.\n\nAnswer within \d+ seconds\.\n\n\*\*Node\.js\*\*/);
    expect(markdown).not.toMatch(/%[A-Z_:.a-z]+%/);
    expect(markdown).toContain('| `4000 0000 0000 0127` | `card_declined` |');
    expect(markdown).toMatch(/After\.\n$/);
  });

  it('still fails on a component that is neither a partial nor handled', () => {
    expect(() => mdxToMarkdown('<Handler />', { siteUrl, file: 'x.mdx' })).toThrow(/<Handler> in x\.mdx/);
  });
});

describe('plainMarkdown', () => {
  it('normalises Markdown rendered from data: tokens, absolute links, no escaping of code', () => {
    expect(plainMarkdown('See [%PROVIDER%](/docs/a) and `a|b`.', { siteUrl })).toBe(
      `See [Paysari](${siteUrl}/docs/a) and \`a|b\`.\n`,
    );
  });
});

describe('helpers', () => {
  it('absoluteUrl leaves protocol-relative URLs alone', () => {
    expect(absoluteUrl('//cdn.test/x', siteUrl)).toBe('//cdn.test/x');
  });
  it('tableCell escapes pipes and joins lines', () => {
    expect(tableCell('a | b\n  c')).toBe('a \\| b c');
  });
  it('markdownTable writes a GFM table', () => {
    expect(markdownTable(['A', 'B'], [['1', '2|3']])).toBe('| A | B |\n| --- | --- |\n| 1 | 2\\|3 |');
  });
  it('fencedCode uses a fence longer than any backtick run in the code', () => {
    expect(fencedCode('md', '```js\nx\n```')).toBe('````md\n```js\nx\n```\n````');
  });
});
