import { describe, expect, it } from 'vitest';
import { linkWarnings } from './buildWarnings.mjs';

describe('linkWarnings', () => {
  it('finds each kind of warning the engine prints', () => {
    const output = [
      '[WARNING] Docusaurus found broken anchors!',
      '- Broken anchor on source page path = /docs/a:',
      '[WARNING] Markdown link with URL `x.md` in source file "docs/a.md" (3:1) couldn\'t be resolved.',
      '[WARNING] Duplicate routes found!',
      '[ERROR] Unable to build website for locale en.',
      '[ERROR] Error: Docusaurus found broken links!',
    ].join('\n');
    expect(linkWarnings(output)).toEqual(['broken link', 'broken anchor', 'broken Markdown link', 'duplicate route']);
  });

  it("ignores the engine's timing lines, which name the broken links checker", () => {
    const output = '[PERF] Broken links checker - 12 ms\n[SUCCESS] Generated static files in "build".';
    expect(linkWarnings(output)).toEqual([]);
  });
});
