import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { passesLuhn } from '../../src/data/facts/testCards';

/**
 * A copy button beside every test value in a table: test card numbers (any
 * Luhn-valid number of 12 to 19 digits, written in groups), bank
 * identification numbers (a column headed "BIN") and sample object ids
 * (`pi_XftjvHdG70lD5hBRToHOsU8M`). The button copies the value without its
 * spaces; a status beside it says so, for screen readers too. Built into the
 * page's HTML here, with no script of its own: one listener for the whole
 * site does the copying (src/clientModules/copyButtons.ts). Tables only: a
 * number in running text is read, not typed.
 */

/** What a cell's code holds, as the reader types it: the value without spaces, or null for no test value. */
export function copyableValue(code: string, columnHeading: string): string | null {
  const text = code.trim();
  if (/^\d{4}( \d{2,6}){2,4}$/.test(text)) {
    const digits = text.replace(/ /g, '');
    return digits.length >= 12 && digits.length <= 19 && passesLuhn(digits) ? digits : null;
  }
  if (/^\d{6,8}$/.test(text) && /\bBINs?\b/.test(columnHeading)) return text;
  if (/^[a-z]{2,6}_(?=[A-Za-z0-9]*[A-Z0-9])[A-Za-z0-9]{10,}$/.test(text)) return text;
  return null;
}

const textOf = (node: ElementContent | Element): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';

const elementChildren = (node: Element, tagName?: string): Element[] =>
  node.children.filter(
    (child): child is Element => child.type === 'element' && (tagName === undefined || child.tagName === tagName),
  );

/** The table's column headings, in order. */
function headings(table: Element): string[] {
  const head = elementChildren(table, 'thead')[0];
  const row = head ? elementChildren(head, 'tr')[0] : undefined;
  return row ? elementChildren(row).map((cell) => textOf(cell).trim()) : [];
}

function copyButton(value: string, shown: string): Element[] {
  return [
    {
      type: 'element',
      tagName: 'button',
      properties: { type: 'button', className: ['copy-value'], dataCopyValue: value, ariaLabel: `Copy ${shown}` },
      children: [{ type: 'text', value: 'Copy' }],
    },
    {
      type: 'element',
      tagName: 'span',
      properties: { role: 'status', className: ['copy-value-status'] },
      children: [],
    },
  ];
}

export default function rehypeCopyValues() {
  return (tree: Root): void => {
    visit(tree, 'element', (table: Element) => {
      if (table.tagName !== 'table') return;
      const columns = headings(table);
      for (const body of elementChildren(table, 'tbody')) {
        for (const row of elementChildren(body, 'tr')) {
          elementChildren(row, 'td').forEach((cell, column) => {
            const codes = elementChildren(cell, 'code');
            const code = codes[0];
            // One value per cell, alone in it.
            if (codes.length !== 1 || !code || textOf(cell).trim() !== textOf(code).trim()) return;
            const value = copyableValue(textOf(code), columns[column] ?? '');
            if (value !== null) cell.children.push(...copyButton(value, textOf(code).trim()));
          });
        }
      }
    });
  };
}
