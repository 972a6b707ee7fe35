import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import rehypeServerOnlyContent, { contentFile, serverOnlyFlag } from './index';

const page = path.resolve('docs/guide/example.mdx');

async function compiled(value: string): Promise<string> {
  return String(
    await compile({ value, path: page }, { rehypePlugins: [[rehypeServerOnlyContent, { minimumBytes: 0 }]] }),
  );
}

/** The values file a compiled page fetches, read back. */
function valuesOf(code: string): string[] {
  const url = /loadServerOnlyContent\(new URL\("([^"]+)", import\.meta\.url\)\)/.exec(code)?.[1];
  expect(url, 'the page fetches no values file').toBeDefined();
  const file = path.resolve(path.dirname(page), url!);
  expect(file).toMatch(contentFile);
  return JSON.parse(readFileSync(file, 'utf8')) as string[];
}

describe('rehype-server-only-content', () => {
  it("keeps a fenced block's text in the server bundle only, and writes it to the page's values file", async () => {
    const code = await compiled(
      'Run `npm test` first.\n\n```bash\ncurl https://api.example/v1\n```\n\n```js\nconst a = 1;\n```\n',
    );
    expect(code).toContain(`${serverOnlyFlag} ? "curl https://api.example/v1\\n" : serverOnlyValue(__serverOnly, 0)`);
    expect(code).toContain(`${serverOnlyFlag} ? "const a = 1;\\n" : serverOnlyValue(__serverOnly, 1)`);
    // Awaited where the browser evaluates the page after hydration: a navigated-to page renders whole.
    expect(code).toContain(`const __serverOnly = ${serverOnlyFlag} ? null : await loadServerOnlyContent(`);
    // Inline code is not a block: it stays as it is.
    expect(code).toContain('"npm test"');
    expect(valuesOf(code)).toEqual(['curl https://api.example/v1\n', 'const a = 1;\n']);
  });

  it("does the same for a schema table's rows, and leaves other components' attributes alone", async () => {
    const rows = '[{"name":"amount","type":"integer","required":true,"constraints":[]}]';
    const code = await compiled(`<SchemaTable rowsJson='${rows}' />\n\n<Other rowsJson='x' />\n`);
    expect(code).toContain(`rowsJson: ${serverOnlyFlag} ? ${JSON.stringify(rows)} : serverOnlyValue(__serverOnly, 0)`);
    expect(code).toContain('rowsJson: "x"');
    expect(valuesOf(code)).toEqual([rows]);
  });

  it("keeps a build-time diagram's drawing out the same way", async () => {
    const svg = '<svg id="m"><title>T</title></svg>';
    const code = await compiled(`<BuildTimeDiagram digest="abc" svg='${svg}' />\n`);
    expect(code).toContain(`svg: ${serverOnlyFlag} ? ${JSON.stringify(svg)} : serverOnlyValue(__serverOnly, 0)`);
    expect(code).toContain('digest: "abc"');
    expect(valuesOf(code)).toEqual([svg]);
  });

  it('leaves values smaller than `minimumBytes` in the page (a request of their own would cost more)', async () => {
    const source = '```txt\nsmall\n```\n';
    const small = String(await compile({ value: source, path: page }, { rehypePlugins: [rehypeServerOnlyContent] }));
    expect(small).not.toContain('serverOnly');
    expect(small).toContain('"small\\n"');
    const limit = JSON.stringify(['small\n']).length;
    const at = String(
      await compile(
        { value: source, path: page },
        { rehypePlugins: [[rehypeServerOnlyContent, { minimumBytes: limit }]] },
      ),
    );
    expect(valuesOf(at)).toEqual(['small\n']);
  });

  it('adds nothing to a page with no code block, schema table or diagram', async () => {
    const code = await compiled('# Title\n\nSome `inline` code.\n');
    expect(code).not.toContain('serverOnly');
  });

  it('names the values file by its content: the same values, the same file', async () => {
    const first = await compiled('```txt\nsame\n```\n');
    const second = await compiled('Other prose.\n\n```txt\nsame\n```\n');
    const other = await compiled('```txt\ndifferent\n```\n');
    const url = (code: string) => /new URL\("([^"]+)"/.exec(code)?.[1];
    expect(url(first)).toBe(url(second));
    expect(url(first)).not.toBe(url(other));
  });
});
