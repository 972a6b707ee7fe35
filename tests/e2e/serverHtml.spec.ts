/**
 * The pages' static HTML, as the build wrote it: complete without scripts.
 * React 19.2+ would otherwise move large Suspense boundaries out of place (the
 * fallback in the page, the content in a hidden element at the end, swapped
 * in by a script); patches/README.md, `renderToHtml.js`, says why it does not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eagerCompileHint } from '../../plugins/client-bundle';
import { sampleValues } from '../../src/data/facts/sampleValues';
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

test('lazy chunks are named by their id, so the runtime maps ids to content hashes, not to names as well (plugins/client-bundle)', () => {
  const scripts = readdirSync('build/assets/js').filter((file) => file.endsWith('.js'));
  const chunks = scripts.filter((file) => !/^(main|runtime~main)\./.test(file));
  expect(chunks.length).toBeGreaterThan(100);
  expect(chunks.filter((file) => !/^\d+\.[0-9a-f]{8}\.js$/.test(file))).toEqual([]);
});

test('every script asks V8 to compile all its functions as it streams in (plugins/client-bundle)', () => {
  const scripts = readdirSync('build/assets/js').filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(100);
  // The hint counts only on a script's first line, and the minifier runs before it is added.
  const unhinted = scripts.filter(
    (file) => !readFileSync(path.join('build/assets/js', file), 'utf8').startsWith(`${eagerCompileHint}\n`),
  );
  expect(unhinted).toEqual([]);
});

test('every placeholder of Your values sits whole in one text node of its code block, where the page can replace it', () => {
  // src/lib/yourValues/page.ts replaces placeholders text node by text node in the server's
  // highlighted blocks: one split across two tokens would stay a placeholder.
  const split: string[] = [];
  let found = 0;
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    for (const [, inner] of html.matchAll(/<pre\b[^>]*>([\s\S]*?)<\/pre>/g)) {
      const pieces = inner!.split(/<[^>]+>/);
      const text = pieces.join('');
      for (const { placeholder } of sampleValues) {
        for (let at = text.indexOf(placeholder); at >= 0; at = text.indexOf(placeholder, at + 1)) {
          found += 1;
          let start = 0;
          const piece = pieces.find((candidate) => {
            const inside = at >= start && at + placeholder.length <= start + candidate.length;
            start += candidate.length;
            return inside;
          });
          if (!piece) split.push(`${path.relative('build', file)}: ${placeholder}`);
        }
      }
    }
  }
  expect(found, 'no placeholder found in any code block: the check reads nothing').toBeGreaterThan(500);
  expect(split).toEqual([]);
});
