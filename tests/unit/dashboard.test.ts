/**
 * The dashboard is described in one place, `src/data/facts/dashboard.ts`;
 * the pages' menu paths and the mock-ups in `static/img/dashboard/` must
 * agree with it. A failure names the page or mock-up and what the source
 * says: change the source if the dashboard changed, otherwise the page or
 * the mock-up.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { expandTokens, rejoinFactTokens } from '../../plugins/remark-brand-tokens';
import { dashboard, dashboardPaths } from '../../src/data/facts/dashboard';
import { committedPages, repoRoot } from '../support/committedPages';

const read = (file: string): string => readFileSync(path.join(repoRoot, file), 'utf8');

const mdParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
const mdxParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);
const parse = (file: string): Root => (file.endsWith('.mdx') ? mdxParser : mdParser).parse(read(file));

/** The bold spans of a page, with fact and brand tokens expanded as readers see them. */
function boldSpans(file: string): { line: number; text: string }[] {
  const spans: { line: number; text: string }[] = [];
  const tree = parse(file);
  rejoinFactTokens(tree);
  visit(tree, 'strong', (node) => {
    spans.push({ line: node.position?.start.line ?? 0, text: expandTokens(toString(node)) });
  });
  return spans;
}

describe('menu paths in the pages', () => {
  const valid = dashboardPaths();

  it('knows the paths the source describes', () => {
    expect(valid).toContain('Settings → Payment methods');
    expect(valid).toContain('Settings → Team → Security');
    expect(valid).toContain('More → Void');
    expect(valid).not.toContain('Settings → Webhooks');
  });

  it.each(committedPages)('%s names only menu paths the dashboard has', (file) => {
    const unknown = boldSpans(file)
      .filter(({ text }) => text.includes('→') && !text.endsWith('→'))
      .filter(({ text }) => !valid.has(text))
      .map(({ line, text }) => `line ${line}: **${text}**`);
    expect(
      unknown,
      `${file}: these paths are not in src/data/facts/dashboard.ts (fix the path, or add the item to the source)`,
    ).toEqual([]);
  });

  /** The bold first-column names of the first table under `heading`. */
  function tableNamesUnder(file: string, heading: string): string[] {
    let under = false;
    let done = false;
    const names: string[] = [];
    const tree = parse(file);
    rejoinFactTokens(tree);
    visit(tree, (node) => {
      if (node.type === 'heading') under = toString(node) === heading && !done;
      if (under && node.type === 'table') {
        for (const row of node.children.slice(1)) names.push(expandTokens(toString(row.children[0] ?? row)));
        under = false;
        done = true;
      }
    });
    return names;
  }

  const paymentsPage = 'docs/guide/getting_started/using_the_dashboard/core_resources/payments.md';
  const payoutsPage = 'docs/guide/getting_started/using_the_dashboard/core_resources/payouts.mdx';

  it.each([
    [paymentsPage, 'Columns', Object.values(dashboard.screens.payments.columns)],
    [paymentsPage, 'Filters', Object.values(dashboard.screens.payments.filters)],
    [payoutsPage, 'Payouts list', Object.values(dashboard.screens.payouts.columns)],
  ])('%s, "%s": the table names the controls of the source, in order', (file, heading, expected) => {
    expect(tableNamesUnder(file, heading), `${file}: the table under "${heading}"`).toEqual(expected);
  });

  it("the payouts page names the list's cards, filters and button as the source does", () => {
    const bold = boldSpans(payoutsPage).map(({ text }) => text);
    const { cards, filters, actions } = dashboard.screens.payouts;
    for (const name of [...Object.values(filters), ...Object.values(actions)]) expect(bold).toContain(name);
    const lowerBold = bold.map((text) => text.toLowerCase());
    for (const card of Object.values(cards)) expect(lowerBold).toContain(card.toLowerCase());
  });

  it('the dashboard tour lists the left menu in the order of the source', () => {
    const file = 'docs/guide/getting_started/using_the_dashboard/index.md';
    let inMenuTable = false;
    const firstColumn: string[] = [];
    const tree = parse(file);
    rejoinFactTokens(tree);
    visit(tree, (node) => {
      if (node.type === 'heading') inMenuTable = toString(node) === 'The left menu';
      if (inMenuTable && node.type === 'tableRow') {
        const firstCell = node.children[0];
        if (firstCell) firstColumn.push(expandTokens(toString(firstCell)));
      }
    });
    expect(firstColumn.slice(1), `${file}: the "The left menu" table`).toEqual(Object.values(dashboard.menu));
  });
});

interface SvgText {
  x: number;
  y: number;
  classes: string[];
  anchor: string | undefined;
  text: string;
}

function svgTexts(file: string, svg = read(file)): SvgText[] {
  return [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map(([, attributes = '', text = '']) => {
    const attribute = (name: string): string | undefined => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
    return {
      x: Number(attribute('x')),
      y: Number(attribute('y')),
      classes: (attribute('class') ?? '').split(' ').filter(Boolean),
      anchor: attribute('text-anchor'),
      text: text.replace(/&amp;/g, '&'),
    };
  });
}

const mockups = readdirSync(path.join(repoRoot, 'static/img/dashboard'))
  .filter((name) => name.endsWith('.svg'))
  .map((name) => `static/img/dashboard/${name}`);

/** Which screen each mock-up draws. */
const screenOf: Readonly<Record<string, keyof typeof dashboard.screens>> = {
  'static/img/dashboard/dashboard-tour.svg': 'home',
  'static/img/dashboard/home-analytics.svg': 'home',
  'static/img/dashboard/payments-list.svg': 'payments',
  'static/img/dashboard/payouts-list.svg': 'payouts',
};

/** The left menu's column ends here; the screen's main area starts to its right. */
const menuColumnRight = 190;
/** The top bar and the test mode banner end here. */
const frameBottom = 74;

describe('dashboard mock-ups (static/img/dashboard)', () => {
  it('reads a mock-up the way the checks need (so they can fail)', () => {
    const texts = svgTexts(
      'inline.svg',
      '<svg><text x="24" y="109">Home</text><text x="369" y="145" class="s">Status ▾</text>' +
        '<text x="895" y="145" class="s b g" text-anchor="middle">Export</text></svg>',
    );
    expect(texts.map((t) => t.text)).toEqual(['Home', 'Status ▾', 'Export']);
    expect(texts[2]).toMatchObject({ x: 895, classes: ['s', 'b', 'g'], anchor: 'middle' });
    expect(texts.filter((t) => t.x < menuColumnRight).map((t) => t.text)).not.toEqual(Object.values(dashboard.menu));
  });

  it('every mock-up is mapped to a screen of the source', () => {
    expect(mockups.filter((file) => !screenOf[file])).toEqual([]);
  });

  it.each(mockups)('%s draws the left menu of the source', (file) => {
    const items = svgTexts(file)
      // White text on the tour's numbered callouts is not a menu item.
      .filter((t) => t.x < menuColumnRight && t.y > frameBottom && !t.classes.includes('w'))
      .map((t) => t.text);
    expect(items, `${file}: the left menu, top to bottom`).toEqual(Object.values(dashboard.menu));
  });

  it.each(mockups)("%s draws the frame's search box and test mode toggle", (file) => {
    const texts = svgTexts(file).map((t) => t.text);
    expect(texts).toContain(dashboard.frame.search);
    expect(texts).toContain(dashboard.frame.testModeToggle);
    const banner = texts.find((text) => text.startsWith('Test mode:'));
    if (banner) expect(banner).toBe(dashboard.frame.testModeBanner);
  });

  it.each(mockups)('%s is titled with its screen', (file) => {
    const screen = dashboard.screens[screenOf[file] ?? 'home'];
    const title = svgTexts(file).find((t) => t.classes.includes('h') && t.x > menuColumnRight && t.y < 120);
    expect(title?.text, `${file}: the screen's title`).toBe(screen.title);
  });

  it.each(mockups)('%s shows the cards of its screen', (file) => {
    const screen = dashboard.screens[screenOf[file] ?? 'home'];
    const texts = new Set(svgTexts(file).map((t) => t.text));
    const cards = 'cards' in screen ? Object.values(screen.cards) : [];
    expect(
      cards.filter((card) => !texts.has(card)),
      `${file}: cards of the source missing`,
    ).toEqual([]);
  });

  const lists = mockups.filter((file) => {
    const screen = dashboard.screens[screenOf[file] ?? 'home'];
    return 'columns' in screen;
  });

  it.each(lists)('%s shows the filters, actions and columns of its list', (file) => {
    const screen = dashboard.screens[screenOf[file] ?? 'home'] as {
      filters: Record<string, string>;
      actions: Record<string, string>;
      columns: Record<string, string>;
    };
    const texts = svgTexts(file).filter((t) => t.x > menuColumnRight && t.y > frameBottom);
    const filters = texts.filter((t) => t.text.endsWith(' ▾')).map((t) => t.text.replace(/(?::.*)? ▾$/, ''));
    expect(filters, `${file}: filters, left to right`).toEqual(Object.values(screen.filters));
    const actions = texts
      .filter((t) => t.classes.includes('g') && t.classes.includes('b') && t.anchor === 'middle')
      .map((t) => t.text);
    expect(actions, `${file}: buttons`).toEqual(Object.values(screen.actions));
    const columns = texts.filter((t) => t.classes.join(' ') === 's b m').map((t) => t.text);
    expect(columns, `${file}: list columns, left to right`).toEqual(Object.values(screen.columns));
  });
});
