import { describe, expect, it } from 'vitest';
import type { Element, Root } from 'hast';
import { testCardList } from '../../src/data/facts/testCards';
import rehypeCopyValues, { copyableValue } from './index';

describe('copyableValue', () => {
  it.each(testCardList)('the test card $key ($number) copies without spaces', ({ number }) => {
    expect(copyableValue(number, 'Card number')).toBe(number.replace(/ /g, ''));
  });

  it('copies a BIN only in a BIN column, and sample ids', () => {
    expect(copyableValue('42424242', 'Test BIN')).toBe('42424242');
    expect(copyableValue('150000', 'Amount')).toBeNull();
    expect(copyableValue('pi_XftjvHdG70lD5hBRToHOsU8M', 'Id')).toBe('pi_XftjvHdG70lD5hBRToHOsU8M');
  });

  it('leaves other values alone: codes, fields, numbers that fail the Luhn check', () => {
    for (const value of [
      'card_declined',
      'bdo_installment',
      'amount_capturable',
      '4242 4242 4242 4241',
      '2025 06 01',
    ]) {
      expect(copyableValue(value, 'Card number'), value).toBeNull();
    }
  });
});

describe('rehypeCopyValues', () => {
  const cell = (value: string): Element => ({
    type: 'element',
    tagName: 'td',
    properties: {},
    children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value }] }],
  });
  const table = (heading: string, cells: Element[]): Root => ({
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'table',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'thead',
            properties: {},
            children: [
              {
                type: 'element',
                tagName: 'tr',
                properties: {},
                children: [
                  { type: 'element', tagName: 'th', properties: {}, children: [{ type: 'text', value: heading }] },
                ],
              },
            ],
          },
          {
            type: 'element',
            tagName: 'tbody',
            properties: {},
            children: cells.map((td) => ({ type: 'element', tagName: 'tr', properties: {}, children: [td] })),
          },
        ],
      },
    ],
  });

  it('adds a labelled button and an empty status beside each test value', () => {
    const card = cell('4242 4242 0000 0018');
    const code = cell('card_declined');
    rehypeCopyValues()(table('Card number', [card, code]));
    const [, button, status] = card.children as Element[];
    expect(button?.tagName).toBe('button');
    expect(button?.properties).toMatchObject({
      type: 'button',
      dataCopyValue: '4242424200000018',
      ariaLabel: 'Copy 4242 4242 0000 0018',
    });
    expect(status?.properties.role).toBe('status');
    expect(code.children).toHaveLength(1);
  });
});
