/**
 * The `::test-cards{table="…"}` directive: a table of test cards rendered
 * from src/data/facts/testCards.ts, so no page types a card number into a
 * table. It runs inside remarkBrandTokens, which the site and the Markdown
 * copies (plugins/llms) both apply, so both show the same table.
 *
 * - `table="successful"`: number, brand, funding, outcome of the cards that succeed
 * - `table="declined"`: number, decline code, what it simulates
 * - `table="all"`: every card, with brand and funding, and its result
 */
import type { PhrasingContent, Table, TableRow } from 'mdast';
import { type TestCard, testCardList } from '../../src/data/facts/testCards';

const cell = (...children: PhrasingContent[]): TableRow['children'][number] => ({ type: 'tableCell', children });
const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const row = (cells: TableRow['children']): TableRow => ({ type: 'tableRow', children: cells });
const header = (...names: string[]): TableRow => row(names.map((name) => cell(text(name))));

const succeeds = (card: TestCard): boolean => card.outcome === 'succeeds' || card.outcome === 'three_d_secure';

function outcome(card: TestCard): PhrasingContent[] {
  if (card.outcome === 'succeeds') return [text('Succeeds')];
  if (card.outcome === 'three_d_secure') {
    return [text('Requires 3-D Secure: redirects to a test authentication page, then succeeds')];
  }
  return [text('Declined with '), code(card.outcome)];
}

const tables: Readonly<Record<string, () => TableRow[]>> = {
  successful: () => [
    header('Card number', 'Brand', 'Funding', 'Outcome'),
    ...testCardList
      .filter(succeeds)
      .map((card) =>
        row([cell(code(card.number)), cell(text(card.brand)), cell(text(card.funding)), cell(...outcome(card))]),
      ),
  ],
  declined: () => [
    header('Card number', 'Decline code', 'Simulates'),
    ...testCardList
      .filter((card) => !succeeds(card))
      .map((card) => row([cell(code(card.number)), cell(code(card.outcome)), cell(text(card.simulates ?? ''))])),
  ],
  all: () => [
    header('Number', 'Brand and funding', 'Result'),
    ...testCardList.map((card) =>
      row([cell(code(card.number)), cell(text(`${card.brand} ${card.funding.toLowerCase()}`)), cell(...outcome(card))]),
    ),
  ],
};

/** The table for a `::test-cards` directive's `table` attribute; an unknown name is an error. */
export function testCardsTable(name: string | null | undefined, where = ''): Table {
  const build = tables[name ?? ''];
  if (!build) {
    throw new Error(`::test-cards${where}: table="${name ?? ''}" is not one of ${Object.keys(tables).join(', ')}.`);
  }
  const rows = build();
  // One entry per column: HTML renderers emit as many cells per row as `align` has entries.
  return { type: 'table', align: (rows[0]?.children ?? []).map(() => null), children: rows };
}
