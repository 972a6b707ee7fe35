import type { Root } from 'mdast';
import type { TextDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import { expandBrandTokens } from '../../src/brand';
import { expandFactTokens } from '../../src/data/facts';

/** The parts of a tree this plugin reads: nodes with children or a value. */
interface AnyNode {
  type: string;
  value?: string;
  children?: AnyNode[];
}

/**
 * The directive syntax the site parses (admonitions) reads `:retryWindow` in
 * `%FACT:webhooks.retryWindow%` as a text directive named `webhooks`, which
 * splits the token over three nodes: text ending in `%FACT`, the directive,
 * and text starting with `.retryWindow%`. Join them back into one text node
 * so the token expands; the page then shows the fact, not the token.
 */
function joinSplitFactTokens(tree: Root): void {
  visit(tree as unknown as AnyNode, (node: AnyNode) => {
    const children = node.children;
    if (!children) return;
    for (let i = 0; i + 2 < children.length; i++) {
      const [before, directive, after] = [children[i], children[i + 1], children[i + 2]];
      if (
        before?.type === 'text' &&
        before.value?.endsWith('%FACT') &&
        directive?.type === 'textDirective' &&
        (directive as unknown as TextDirective).children.length === 0 &&
        Object.keys((directive as unknown as TextDirective).attributes ?? {}).length === 0 &&
        after?.type === 'text'
      ) {
        const name = (directive as unknown as TextDirective).name;
        children.splice(i, 3, { type: 'text', value: `${before.value}:${name}${after.value ?? ''}` });
        i--; // the joined node may end in another split token
      }
    }
  });
}

/**
 * Expands brand tokens (`%PROVIDER%`, `%API_BASE_URL%`, …) in prose, inline
 * code, code blocks and link targets, so pages never spell out the
 * provider's identity and a rebrand stays a one-file edit. Also expands fact
 * tokens (`%FACT:webhooks.retryWindow%`) from `src/data/facts`, so a figure
 * stated on several pages is typed once.
 */
export default function remarkBrandTokens() {
  return (tree: Root): void => {
    joinSplitFactTokens(tree);
    visit(tree, (node) => {
      if ('value' in node && typeof node.value === 'string' && node.value.includes('%')) {
        node.value = expandFactTokens(expandBrandTokens(node.value));
      }
      if ((node.type === 'link' || node.type === 'definition') && node.url.includes('%')) {
        node.url = expandFactTokens(expandBrandTokens(node.url));
      }
    });
  };
}
