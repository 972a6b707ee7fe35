import type { Root } from 'mdast';
import { afterEach, describe, expect, it } from 'vitest';
import remarkEngineTrees, { onEngineTree } from './engineTrees';
import { mdxToMarkdown, parseMdx, treeToMarkdown } from './markdown';

const siteUrl = 'https://s.test';
const page = [
  '---',
  'title: Webhooks',
  '---',
  "import Tabs from '@theme/Tabs';",
  '',
  '# Webhooks',
  '',
  'Sent by %PROVIDER% to [your endpoint](/docs/guide/x).',
  '',
  '{/* a comment */}',
  '',
  ':::tip Verify first',
  'Check the `signature`.',
  ':::',
  '',
  '<Tabs><TabItem value="node" label="Node.js">',
  '',
  '```javascript',
  'verify(body);',
  '```',
  '',
  '</TabItem></Tabs>',
].join('\n');

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('remarkEngineTrees', () => {
  it('hands each listener the file and its tree, which converts as parsing the source does', () => {
    const received: [string, string][] = [];
    stop = onEngineTree((file, json) => received.push([file, json]));
    // The engine's tree: parsed and tokens expanded, as its first plugins leave it.
    remarkEngineTrees()(parseMdx(page), { path: '/site/docs/webhooks.mdx' });

    expect(received.map(([file]) => file)).toEqual(['/site/docs/webhooks.mdx']);
    const [[, json] = ['', '']] = received;
    expect(json).not.toMatch(/"position"|"estree"/);
    const fromTree = treeToMarkdown(JSON.parse(json) as Root, { siteUrl, file: 'webhooks.mdx' });
    expect(fromTree).toEqual(mdxToMarkdown(page, { siteUrl, file: 'webhooks.mdx' }));
    expect(fromTree.markdown).toContain('> **Verify first**');
    expect(fromTree.markdown).toContain('**Node.js**');
  });

  it('stops handing trees to a listener that unsubscribed', () => {
    const received: string[] = [];
    onEngineTree((file) => received.push(file))();
    remarkEngineTrees()(parseMdx(page), { path: '/site/docs/a.mdx' });
    expect(received).toEqual([]);
  });
});
