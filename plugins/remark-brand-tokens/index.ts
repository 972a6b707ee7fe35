import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { expandBrandTokens } from '../../src/brand';
import { expandFactTokens } from '../../src/data/facts';

/**
 * Expands brand tokens (`%PROVIDER%`, `%API_BASE_URL%`, …) in prose, inline
 * code, code blocks and link targets, so pages never spell out the
 * provider's identity and a rebrand stays a one-file edit. Also expands fact
 * tokens (`%FACT:webhooks.retryWindow%`) from `src/data/facts`, so a figure
 * stated on several pages is typed once.
 */
export default function remarkBrandTokens() {
  return (tree: Root): void => {
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
