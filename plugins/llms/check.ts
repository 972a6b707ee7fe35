/**
 * What the Markdown export must never contain, found with the Markdown
 * parser rather than regexes, so code blocks and code spans (where `<div>`
 * or `import` are legitimate) are never flagged. Used by the tests.
 */
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * Problems in `markdown`: raw HTML or component tags, import/export lines,
 * admonition fences (`:::note`) left as text, unexpanded brand or fact tokens.
 */
export function markdownProblems(markdown: string): string[] {
  const problems: string[] = [];
  const tree = parser.parse(markdown) as Root;
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'html') problems.push(`line ${line}: raw HTML or a component tag: ${node.value.slice(0, 60)}`);
    if (node.type === 'paragraph') {
      const [first] = node.children;
      if (first?.type === 'text' && /^(import|export)\s/.test(first.value)) {
        problems.push(`line ${line}: an ${first.value.split(/\s/)[0]} line: ${first.value.slice(0, 60)}`);
      }
      if (first?.type === 'text' && /^:::/.test(first.value)) {
        problems.push(`line ${line}: an admonition left as text: ${first.value.split('\n')[0]}`);
      }
    }
    if ('value' in node && typeof node.value === 'string' && /%[A-Z_]+%/.test(node.value)) {
      problems.push(`line ${line}: an unexpanded brand token: ${/%[A-Z_]+%/.exec(node.value)?.[0]}`);
    }
    if ('value' in node && typeof node.value === 'string' && /%FACT:/.test(node.value)) {
      problems.push(`line ${line}: an unexpanded fact token: ${/%FACT:\S*/.exec(node.value)?.[0]}`);
    }
  });
  return problems;
}
