/**
 * The pages' static HTML, as the build wrote it: complete without scripts.
 * React 19.2+ would otherwise move large Suspense boundaries out of place (the
 * fallback in the page, the content in a hidden element at the end, swapped
 * in by a script); patches/README.md, `renderToHtml.js`, says why it does not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

const pages = readdirSync('build', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => path.join('build', file));

test("no page's HTML outlines content into hidden segments", () => {
  expect(pages.length, 'build/ has no pages: build the site first').toBeGreaterThan(100);
  const outlined = pages.filter((file) => {
    const html = readFileSync(file, 'utf8');
    // A pending boundary's placeholder, or the hidden segment that would fill it.
    return /<template id="?B:\d|<div hidden id="?S:\d/.test(html);
  });
  expect(outlined, 'these pages carry Suspense content out of place').toEqual([]);
});

test('a code-heavy page carries each code block once, highlighted, in place', () => {
  const html = readFileSync(path.join('build', 'docs/guide/developer_handbook/webhooks/index.html'), 'utf8');
  const blocks = html.match(/<div class="?language-[^>]*theme-code-block/g) ?? [];
  expect(blocks.length).toBeGreaterThan(10);
  // The plain fallback of a block (src/theme/CodeBlock) is never in the static HTML.
  expect(html).not.toMatch(/<pre class="?plain_/);
});
