import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * Two accessibility fixes for what Markdown turns into HTML:
 *
 * - Tables: the theme makes a wide table scroll sideways, which a keyboard
 *   reader can only do if the table takes the focus (axe:
 *   scrollable-region-focusable). Every table gets `tabIndex={0}`.
 * - Task lists (`- [x] …`): the checkbox gets the item's text as its
 *   accessible name, so a screen reader says what is done (axe: label).
 */
export default function rehypeAccessibleMarkdown() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') node.properties.tabIndex = 0;
      if (node.tagName === 'li' && hasClass(node, 'task-list-item')) {
        const checkbox = node.children.find(isCheckbox) ?? findCheckboxInFirstParagraph(node);
        const name = textOf(node).replace(/\s+/g, ' ').trim();
        if (checkbox && name && checkbox.properties.ariaLabel === undefined) checkbox.properties.ariaLabel = name;
      }
    });
  };
}

function hasClass(node: Element, name: string): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) ? classes.includes(name) : classes === name;
}

function isCheckbox(node: ElementContent): node is Element {
  return node.type === 'element' && node.tagName === 'input' && node.properties.type === 'checkbox';
}

/** A loose list item wraps its checkbox in a paragraph. */
function findCheckboxInFirstParagraph(item: Element): Element | undefined {
  const paragraph = item.children.find((child): child is Element => child.type === 'element' && child.tagName === 'p');
  return paragraph?.children.find(isCheckbox);
}

/** The item's own text, without nested lists. */
function textOf(node: ElementContent | Root): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' && node.type !== 'root') return '';
  if (node.type === 'element' && (node.tagName === 'ul' || node.tagName === 'ol')) return '';
  return node.children.map((child) => textOf(child as ElementContent)).join('');
}
