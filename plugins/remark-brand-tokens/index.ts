import type { Root } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
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
export default function remarkBrandTokens() {
  return (tree: Root): void => {
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
