import type { Parent, PhrasingContent, Root, Text } from 'mdast';
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
    rejoinFactTokens(tree);
    // Data directives first, so the tables they produce get the same link and token treatment.
    visit(tree, 'leafDirective', (node: LeafDirective, index, parent) => {
      if (node.name !== 'test-cards' || !parent || index === undefined) return undefined;
      parent.children.splice(index, 1, testCardsTable(node.attributes?.table));
      return [SKIP, index + 1];
    });
    visit(tree, (node) => {
      if ('value' in node && typeof node.value === 'string' && node.value.includes('%')) {
        node.value = expandTokens(node.value);
      }
      if ((node.type === 'link' || node.type === 'definition') && node.url.includes('%')) {
        node.url = expandFactTokens(expandBrandTokens(node.url));
      }
    });
  };
}

/**
 * Brand and fact tokens in one piece of text (a text node's or a code
 * block's value), as every page gets them.
 */
export function expandTokens(text: string): string {
  const expanded = expandFactTokens(expandBrandTokens(text));
  // A token split some other way would reach readers as "%FACT": stop the build instead.
  if (/%FACT\b/.test(expanded)) {
    throw new Error(`A fact token was not expanded near "${expanded.slice(0, 80)}": write it as %FACT:topic.name%.`);
  }
  return expanded;
}

/** A text directive as the parser leaves it, without importing the directive types. */
interface BareDirective {
  type: 'textDirective';
  name: string;
  attributes?: Record<string, unknown> | null;
  children: PhrasingContent[];
}

function isBareDirective(node: unknown): node is BareDirective {
  const candidate = node as Partial<BareDirective> | undefined;
  return (
    candidate?.type === 'textDirective' &&
    (candidate.children?.length ?? 0) === 0 &&
    Object.keys(candidate.attributes ?? {}).length === 0
  );
}

/**
 * In prose, the directive syntax (which admonitions need) reads the `:name`
 * of `%FACT:name.path%` as a text directive, splitting the token over three
 * nodes: text ending in `%FACT`, the directive, and text starting `.path%`.
 * This puts such tokens back into one text node before they are expanded, so
 * a fact token works in prose and tables as well as in code.
 */
export function rejoinFactTokens(tree: Root): void {
  visit(tree, (node) => {
    if (!('children' in node)) return;
    const children = (node as Parent).children as PhrasingContent[];
    for (let i = 0; i + 2 < children.length; i++) {
      const [before, directive, after] = [children[i], children[i + 1], children[i + 2]];
      if (
        before?.type === 'text' &&
        before.value.endsWith('%FACT') &&
        isBareDirective(directive) &&
        after?.type === 'text' &&
        /^[A-Za-z0-9_.]*%/.test(after.value)
      ) {
        const joined: Text = { type: 'text', value: `${before.value}:${directive.name}${after.value}` };
        children.splice(i, 3, joined);
        i--; // the joined node may end with another token's `%FACT`
      }
    }
  });
}
