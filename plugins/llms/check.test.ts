import { describe, expect, it } from 'vitest';
import { markdownProblems } from './check';

describe('markdownProblems', () => {
  it('accepts tags, imports and tokens inside code', () => {
    expect(
      markdownProblems('Use `<Tabs>`.\n\n```python\nimport requests\n```\n\n```html\n<div id="x"></div>\n```\n'),
    ).toEqual([]);
  });
  it('flags component tags, raw HTML, import lines and brand tokens in prose', () => {
    const problems = markdownProblems(
      'import Tabs from \'@theme/Tabs\';\n\n<Tabs groupId="language">\n\nText <kbd>/</kbd>.\n\nBy %PROVIDER%.\n',
    );
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/import line[\s\S]*<Tabs[\s\S]*<kbd>[\s\S]*<\/kbd>[\s\S]*%PROVIDER%/);
  });
  it('flags a fact token left unexpanded, in prose or in code', () => {
    expect(markdownProblems('Retried for %FACT:webhooks.retryWindow%.\n\n`%FACT:disputes.testCard%`\n')).toEqual([
      'line 1: an unexpanded fact token: %FACT:webhooks.retryWindow%.',
      'line 3: an unexpanded fact token: %FACT:disputes.testCard%',
    ]);
  });
  it('flags an admonition fence left as text', () => {
    expect(markdownProblems('Intro.\n\n:::note Payment intent or payment?\nBody.\n:::\n')).toEqual([
      'line 3: an admonition left as text: :::note Payment intent or payment?',
    ]);
  });
});
