/**
 * The dashboard is described in one place, `src/data/facts/dashboard.ts`;
 * the pages' menu paths and the mock-ups the build draws from it
 * (`plugins/dashboard-mockups`, served as `/img/dashboard/*.svg`) must agree
 * with it. A failure names the page or mock-up and what the source says:
 * change the source if the dashboard changed, otherwise the page or the
 * renderer.
 */
import { readFileSync } from 'node:fs';
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
import { renderDashboardMockups } from '../../plugins/dashboard-mockups/render';
import { expandTokens, rejoinFactTokens } from '../../plugins/remark-brand-tokens';
import { balance } from '../../src/data/facts/balance';
import { dashboard, dashboardPaths } from '../../src/data/facts/dashboard';
import { lookupFact } from '../../src/data/facts';
import { documentValue, pesos } from '../../src/data/facts/openapiDocument';
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
  const customersPage = 'docs/guide/getting_started/using_the_dashboard/core_resources/customers.md';
  const disputesPage = 'docs/guide/getting_started/using_the_dashboard/core_resources/disputes.md';

  it.each([
    [paymentsPage, 'Columns', Object.values(dashboard.screens.payments.columns)],
    [paymentsPage, 'Filters', Object.values(dashboard.screens.payments.filters)],
    [payoutsPage, 'Payouts list', Object.values(dashboard.screens.payouts.columns)],
    [customersPage, 'Customers list', Object.values(dashboard.screens.customers.columns)],
    [disputesPage, 'Disputes list', Object.values(dashboard.screens.disputes.columns)],
    [customersPage, 'Filters and search', Object.values(dashboard.screens.customers.filters)],
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

/**
 * The names of a screen's buttons, tabs, menus and their items, dialogs and
 * statuses. Not its title, nor its columns, filters and cards: those are
 * common nouns (Amount, Email) that pages also use for other things, and the
 * guides' tables of them are checked above.
 */
function controlNames(screen: object): string[] {
  return Object.entries(screen).flatMap(([key, value]): string[] => {
    if (['title', 'place', 'columns', 'filters', 'cards', 'panels', 'rows'].includes(key)) return [];
    if (typeof value === 'string') return [value];
    return value && typeof value === 'object' ? controlNames(value as object) : [];
  });
}

/**
 * Control names a page writes in bold by hand in a section (heading to
 * heading) that opens the screen: one that writes a token of the screen's
 * controls, or a token naming the screen or a path to it
 * (`disputes.menu`, `dashboard.webhooks`). They must be tokens, so a rename
 * in the source reaches the page. Sections keep another product's buttons
 * (a store's own **Refund**) out of it.
 */
function literalControls(text: string): string[] {
  const hits: string[] = [];
  let firstLine = 1;
  for (const section of text.split(/\n(?=#{1,6} )/)) {
    for (const [key, screen] of Object.entries(dashboard.screens)) {
      const opens =
        section.includes(`%FACT:dashboard.screens.${key}.`) ||
        [...section.matchAll(/%FACT:([A-Za-z0-9_.]+)%/g)].some(([, factPath = '']) => {
          const value = String(lookupFact(factPath) ?? '');
          return value === screen.title || value.endsWith(` → ${screen.title}`);
        });
      if (!opens) continue;
      for (const name of controlNames(screen)) {
        const pattern = new RegExp(`\\*\\*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*\\*`, 'g');
        for (const match of section.matchAll(pattern)) {
          const line = firstLine + section.slice(0, match.index).split('\n').length - 1;
          hits.push(`line ${line}: ${match[0]} → **%FACT:dashboard.screens.${key}.…%** (${screen.title})`);
        }
      }
    }
    firstLine += section.split('\n').length;
  }
  // The frame's toggle is on every screen: a page that names it names the source's label.
  for (const match of text.matchAll(/\*\*Test mode\*\* toggle/g)) {
    hits.push(
      `line ${text.slice(0, match.index).split('\n').length}: ${match[0]} → **%FACT:dashboard.frame.testModeToggle%** toggle`,
    );
  }
  return hits;
}

describe('control names in the pages', () => {
  it('finds a control written by hand on a page that opens its screen (so the check can fail)', () => {
    expect(literalControls('Open **%FACT:dashboard.webhooks%** and choose **Add endpoint**.')).toHaveLength(1);
    expect(literalControls('Choose **Add endpoint**.'), 'a page that never opens the screen').toEqual([]);
    expect(
      literalControls('Open **%FACT:dashboard.webhooks%**.\n\n## Elsewhere\n\nChoose **Add endpoint**.'),
      'another section',
    ).toEqual([]);
    expect(
      literalControls('# A\n\nOne.\n\n## B\n\nOpen **%FACT:dashboard.webhooks%**, then **Add endpoint**.'),
    ).toEqual(['line 7: **Add endpoint** → **%FACT:dashboard.screens.webhooks.…%** (Webhooks)']);
    expect(
      literalControls('Under **%FACT:disputes.menu%**, it shows **Won**.'),
      'a fact naming the screen',
    ).toHaveLength(1);
    expect(controlNames(dashboard.screens.eventLog)).toContain('Not sent');
    expect(controlNames(dashboard.screens.payments)).not.toContain('Amount');
    expect(literalControls('Switch with the **Test mode** toggle.')).toHaveLength(1);
  });

  it.each(committedPages)('%s writes the controls of the screens it opens as tokens', (file) => {
    expect(
      literalControls(read(file)),
      `${file}: write these control names as tokens of src/data/facts/dashboard.ts`,
    ).toEqual([]);
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

/** The mock-ups as the build draws them (plugins/dashboard-mockups), each with the screen it draws. */
const drawn = renderDashboardMockups();
const mockups = drawn.map(({ file }) => file);
const svgOf = (file: string): string => drawn.find((mockup) => mockup.file === file)?.svg ?? '';
const screenOf = (file: string): (typeof dashboard.screens)[keyof typeof dashboard.screens] =>
  dashboard.screens[drawn.find((mockup) => mockup.file === file)?.screen ?? 'home'];

/** The left menu's column ends here; the screen's main area starts to its right. */
const menuColumnRight = 190;
/** The top bar and the test mode banner end here. */
const frameBottom = 74;

/** `PHP 1,234.56` → 123456 centavos. */
const centavos = (text: string): number => Math.round(Number(text.replace(/^PHP /, '').replace(/,/g, '')) * 100);

describe('dashboard mock-ups (drawn by plugins/dashboard-mockups)', () => {
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

  it('draws every mock-up a page shows, and each is shown', () => {
    const shown = new Map<string, string>();
    for (const file of committedPages) {
      for (const [, name] of read(file).matchAll(/\]\(\/img\/dashboard\/([^)]+)\)/g)) shown.set(name ?? '', file);
    }
    expect(
      [...shown].filter(([name]) => !mockups.includes(name)).map(([name, page]) => `${page}: /img/dashboard/${name}`),
      'pages show mock-ups the generator does not draw (add them to plugins/dashboard-mockups/render.ts)',
    ).toEqual([]);
    expect(
      mockups.filter((name) => !shown.has(name)),
      'mock-ups no page shows',
    ).toEqual([]);
  });

  it('the alt text of each mock-up on the pages names only figures the mock-up shows', () => {
    const problems: string[] = [];
    for (const file of committedPages) {
      for (const [, alt = '', name = ''] of read(file).matchAll(/!\[([^\]]*)\]\(\/img\/dashboard\/([^)]+)\)/g)) {
        const svg = svgOf(name).replace(/June/g, 'Jun');
        for (const [figure] of alt.replace(/June/g, 'Jun').matchAll(/PHP [\d,]+\.\d\d|\d{1,2} Jun \d{4}/g)) {
          if (!svg.includes(figure)) problems.push(`${file}: "${figure}" is not in /img/dashboard/${name}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(mockups)('%s is an accessible image, small enough to be inlined into its page', (file) => {
    const svg = svgOf(file);
    expect(svg).toMatch(
      /^<svg [^>]*role="img" aria-labelledby="t d"><title id="t">[^<]+<\/title><desc id="d">[^<]{40,}<\/desc>/,
    );
    // The bundler inlines images under 10,000 bytes into the page (no request, as with the hand-made drawings).
    expect(Buffer.byteLength(svg)).toBeLessThan(10_000);
  });

  it.each(mockups)('%s draws the left menu of the source', (file) => {
    const items = svgTexts(file, svgOf(file))
      // White text on the tour's numbered callouts is not a menu item.
      .filter((t) => t.x < menuColumnRight && t.y > frameBottom && !t.classes.includes('w'))
      .map((t) => t.text);
    expect(items, `${file}: the left menu, top to bottom`).toEqual(Object.values(dashboard.menu));
  });

  it.each(mockups)("%s draws the frame's search box and test mode toggle", (file) => {
    const texts = svgTexts(file, svgOf(file)).map((t) => t.text);
    expect(texts).toContain(dashboard.frame.search);
    expect(texts).toContain(dashboard.frame.testModeToggle);
    const banner = texts.find((text) => text.startsWith('Test mode:'));
    if (banner) expect(banner).toBe(dashboard.frame.testModeBanner);
  });

  it.each(mockups)('%s is titled with its screen', (file) => {
    const screen = screenOf(file);
    const title = svgTexts(file, svgOf(file)).find(
      (t) => t.classes.includes('h') && t.x > menuColumnRight && t.y < 120,
    );
    expect(title?.text, `${file}: the screen's title`).toBe(screen.title);
  });

  it.each(mockups)('%s shows the cards of its screen', (file) => {
    const screen = screenOf(file);
    const texts = new Set(svgTexts(file, svgOf(file)).map((t) => t.text));
    const cards = 'cards' in screen ? Object.values(screen.cards) : [];
    expect(
      cards.filter((card) => !texts.has(card)),
      `${file}: cards of the source missing`,
    ).toEqual([]);
  });

  const lists = mockups.filter((file) => {
    const screen = screenOf(file);
    return 'columns' in screen;
  });

  it.each(lists)('%s shows the filters, actions and columns of its list', (file) => {
    const screen = screenOf(file) as {
      filters: Record<string, string>;
      actions: Record<string, string>;
      columns: Record<string, string>;
    };
    const texts = svgTexts(file, svgOf(file)).filter((t) => t.x > menuColumnRight && t.y > frameBottom);
    const filters = texts.filter((t) => t.text.endsWith(' ▾')).map((t) => t.text.replace(/(?::.*)? ▾$/, ''));
    expect(filters, `${file}: filters, left to right`).toEqual(Object.values(screen.filters));
    const actions = texts
      .filter((t) => t.classes.includes('g') && t.classes.includes('b') && t.anchor === 'middle')
      .map((t) => t.text);
    expect(actions, `${file}: buttons`).toEqual(Object.values(screen.actions));
    const columns = texts.filter((t) => t.classes.join(' ') === 's b m').map((t) => t.text);
    expect(columns, `${file}: list columns, left to right`).toEqual(Object.values(screen.columns));
  });

  /** A list's rows as drawn: each row's texts by column header, left to right. */
  function listRows(file: string): Record<string, string>[] {
    const texts = svgTexts(file, svgOf(file)).filter((t) => t.x > menuColumnRight);
    const header = texts.filter((t) => t.classes.join(' ') === 's b m');
    const headerY = header[0]?.y ?? 0;
    const columnAt = (x: number): string =>
      header.filter((column) => column.x <= x).at(-1)?.text ?? '(left of the first column)';
    const rows = new Map<number, Record<string, string>>();
    for (const t of texts.filter((t) => t.y > headerY && t.classes.includes('s') && !t.classes.includes('m'))) {
      if (t.classes.includes('g')) continue; // The list's paging links.
      rows.set(t.y, { ...rows.get(t.y), [columnAt(t.x)]: t.text });
    }
    return [...rows.values()];
  }

  it("payouts-list.svg: the next payout is the document's Payout example, and paid out this month sums the paid rows", () => {
    const { columns, cards } = dashboard.screens.payouts;
    const rows = listRows('payouts-list.svg');
    expect(rows.length).toBeGreaterThan(2);
    const example = (documentValue(['components', 'schemas', 'Payout', 'examples']) as { amount: number }[])[0];
    const texts = svgTexts('payouts-list.svg', svgOf('payouts-list.svg'));
    const figureUnder = (label: string): string | undefined => {
      const labelText = texts.find((t) => t.text === label);
      return texts.find((t) => t.x === labelText?.x && t.y > (labelText?.y ?? 0) && t.classes.includes('h'))?.text;
    };
    expect(figureUnder(cards.nextPayout)).toBe(pesos(example?.amount ?? NaN));
    expect(rows[0]?.[columns.amount]).toBe(pesos(example?.amount ?? NaN));
    const paid = rows.filter((row) => row[columns.status] === 'paid');
    expect(paid.length).toBeGreaterThan(0);
    const paidTotal = paid.reduce((total, row) => total + centavos(row[columns.amount] ?? ''), 0);
    expect(figureUnder(cards.paidOutThisMonth), 'only paid payouts count as paid out').toBe(pesos(paidTotal));
  });

  it("the payouts page's transaction summary adds up to the payout at the top of the mock-up's list", () => {
    const page = read('docs/guide/getting_started/using_the_dashboard/core_resources/payouts.mdx');
    expect(page).toContain('%FACT:balance.payoutSummaryExample%');
    const nets = [...balance.payoutSummaryExample.matchAll(/(−?)PHP ([\d,]+\.\d\d)/g)].map(
      ([, minus, figure]) => (minus ? -1 : 1) * centavos(figure ?? ''),
    );
    expect(nets.length).toBeGreaterThan(1);
    const total = nets.reduce((sum, net) => sum + net, 0);
    expect(pesos(total)).toBe(listRows('payouts-list.svg')[0]?.[dashboard.screens.payouts.columns.amount]);
  });

  it.each([
    ['payments-list.svg', 'Payment', dashboard.screens.payments.columns.status],
    ['payouts-list.svg', 'Payout', dashboard.screens.payouts.columns.status],
  ])("%s shows only statuses of the document's %s schema", (file, schema, column) => {
    const statuses = documentValue(['components', 'schemas', schema, 'properties', 'status', 'enum']) as string[];
    const shown = listRows(file).map((row) => row[column] ?? '(none)');
    expect(shown.filter((status) => !statuses.includes(status))).toEqual([]);
  });

  it('payments-list.svg: every row has an amount in pesos and a status, and the footer counts the rows', () => {
    const { columns } = dashboard.screens.payments;
    const rows = listRows('payments-list.svg');
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows) {
      expect(row[columns.amount]).toMatch(/^PHP \d{1,3}(,\d{3})*\.\d\d$/);
      expect(row[columns.status]).toMatch(/^[a-z_]+$/);
    }
    // The footer counts the rows drawn: a whole page, or every match when they fit on one.
    const footer = svgTexts('payments-list.svg', svgOf('payments-list.svg')).find((t) => t.text.startsWith('Showing '));
    const [, shown = '', total = ''] = /^Showing 1–(\d+) of (\d+)$/.exec(footer?.text ?? '') ?? [];
    expect(Number(shown)).toBe(rows.length);
    expect(Number(shown) === Number(total) || Number(shown) === dashboard.lists.rowsPerPage).toBe(true);
  });

  it('home-analytics.svg: the gross volume card is the sum of the volume by method', () => {
    const texts = svgTexts('home-analytics.svg', svgOf('home-analytics.svg'));
    const { cards, panels } = dashboard.screens.home;
    const label = texts.find((t) => t.text === cards.grossVolume);
    const gross = texts.find((t) => t.x === label?.x && t.classes.includes('k'))?.text ?? '';
    const panel = texts.find((t) => t.text === panels.volumeByMethod);
    const byMethod = texts.filter((t) => t.y > (panel?.y ?? 0) && t.anchor === 'end' && t.text.startsWith('PHP '));
    expect(byMethod.length).toBeGreaterThan(2);
    expect(gross).toBe(pesos(byMethod.reduce((total, t) => total + centavos(t.text), 0)));
  });
});
