import type { Parent, Root, Text } from 'mdast';
import type { LeafDirective, TextDirective } from 'mdast-util-directive';
import { SKIP, visit } from 'unist-util-visit';
import { expandBrandTokens } from '../../src/brand';
import { expandFactTokens } from '../../src/data/facts';
import { testCardsTable } from './testCards';

/**
 * Expands brand tokens (`%PROVIDER%`, `%API_BASE_URL%`, …) in prose, inline
 * code, code blocks and link targets, so pages never spell out the
 * provider's identity and a rebrand stays a one-file edit. Also expands fact
 * tokens (`%FACT:webhooks.retryWindow%`) from `src/data/facts`, so a figure
 * stated on several pages is typed once, and the `::test-cards` directive
 * into a table rendered from the same facts.
 */
/**
 * The directive syntax reads the `:webhooks` of `%FACT:webhooks.retryWindow%`
 * in prose as a text directive, splitting the token into text, directive,
 * text. Put such tokens back together before expanding them.
 */
function rejoinFactTokens(tree: Root): void {
  visit(tree, (node) => {
    if (!('children' in node)) return;
    const children = (node as Parent).children;
    for (let i = 0; i + 1 < children.length; i += 1) {
      const before = children[i];
      const directive = children[i + 1];
      if (
        before?.type !== 'text' ||
        !before.value.endsWith('%FACT') ||
        directive?.type !== 'textDirective' ||
        (directive as TextDirective).children.length > 0 ||
        Object.keys((directive as TextDirective).attributes ?? {}).length > 0
      ) {
        continue;
      }
      const after = children[i + 2];
      const rest = after?.type === 'text' ? (after as Text).value : '';
      before.value += `:${(directive as TextDirective).name}${rest}`;
      children.splice(i + 1, after?.type === 'text' ? 2 : 1);
      i -= 1; // the merged text may end with another split token
    }
  });
}

export default function remarkBrandTokens() {
  return (tree: Root): void => {
    rejoinFactTokens(tree);
    // Data directives first, so the tables they produce get the same link and token treatment.
    visit(tree, 'leafDirective', (node: LeafDirective, index, parent) => {
      if (node.name !== 'test-cards' || !parent || index === undefined) return undefined;
      parent.children.splice(index, 1, testCardsTable(node.attributes?.table));
      return [SKIP, index + 1];
    });
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
