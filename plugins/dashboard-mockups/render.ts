/**
 * Draws the dashboard mock-ups from the dashboard's one description
 * (`src/data/facts/dashboard.ts`) and the sample data (`samples.ts`): the
 * frame, the left menu, each screen's title, cards, filters, buttons and
 * list columns come from the source, so a mock-up cannot drift from it.
 * Only the geometry lives here (where things sit, how wide a column is).
 *
 * The output is plain SVG text, one file per mock-up, 960 × 540, with a
 * title and description (role="img"), and small enough (under 10 kB) for the
 * bundler to inline it into the page as it did the hand-made drawings.
 */
import { dashboard } from '../../src/data/facts/dashboard';
import { feeFor, feeRates } from '../../src/data/facts/fees';
import { pesos } from '../../src/data/facts/openapiDocument';
import {
  sampleBank,
  sampleHome,
  samplePayments,
  samplePayouts,
  type PaymentStatus,
  type PayoutStatus,
  type SamplePayout,
} from './samples';

const { menu, frame, screens } = dashboard;

const width = 960;
const height = 540;
/** The left menu's column; the screen's main area starts at `mainLeft`. */
const menuRight = 190;
const mainLeft = 214;
const mainRight = 940;
/** The top bar's height; the test mode banner, when drawn, sits below it. */
const topBar = 48;
const bannerHeight = 26;

const style = `<style>
text{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;fill:#1c1e21;font-size:12px}
.m{fill:#606770}.s{font-size:11px}.b{font-weight:600}.h{font-size:18px;font-weight:600}.k{font-size:16px;font-weight:600}.w{fill:#fff}.g{fill:#0b6e4f}
.ln{stroke:#ebedf0;stroke-width:1}
</style>`;

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface TextOptions {
  /** Style classes: s small, b bold, m muted, g green, h heading, k figure, w white. */
  cls?: string;
  anchor?: 'middle' | 'end';
  fill?: string;
}

function text(x: number, y: number, content: string, { cls, anchor, fill }: TextOptions = {}): string {
  const attributes = [
    `x="${x}"`,
    `y="${y}"`,
    cls ? `class="${cls}"` : '',
    anchor ? `text-anchor="${anchor}"` : '',
    fill ? `style="fill:${fill}"` : '',
  ].filter(Boolean);
  return `<text ${attributes.join(' ')}>${escapeXml(content)}</text>`;
}

const rect = (x: number, y: number, w: number, h: number, rest: string): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" ${rest}/>`;
const card = (x: number, y: number, w: number, h: number): string =>
  rect(x, y, w, h, 'rx="6" fill="#fff" stroke="#ebedf0"');
const hline = (x1: number, x2: number, y: number): string =>
  `<line x1="${x1}" y1="${y}" x2="${x2}" y2="${y}" class="ln"/>`;

/** Width of 11 px text, roughly: enough to size a filter chip around its label. */
const smallTextWidth = (label: string): number => label.length * 6.3;

/** `2025-06-11` → `11 Jun 2025` (or `11 June 2025`, `long`). */
function shortDate(isoDate: string, month: 'short' | 'long' = 'short'): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const monthName = date.toLocaleString('en-US', { month, timeZone: 'UTC' });
  return `${date.getUTCDate()} ${monthName} ${date.getUTCFullYear()}`;
}

/** Each status pill's width and colours, as the dashboard draws them. */
const statusPills: Readonly<Record<PaymentStatus | PayoutStatus, { width: number; fill: string; colour: string }>> = {
  paid: { width: 42, fill: '#e3f1ec', colour: '#0b6e4f' },
  pending: { width: 62, fill: '#fff1de', colour: '#8a4b00' },
  in_transit: { width: 83, fill: '#e8eefb', colour: '#1d4ea3' },
  partially_refunded: { width: 138, fill: '#e8eefb', colour: '#1d4ea3' },
  failed: { width: 55, fill: '#fde8e8', colour: '#a11a1a' },
  refunded: { width: 69, fill: '#ebedf0', colour: '#1c1e21' },
};

function statusPill(x: number, baseline: number, status: PaymentStatus | PayoutStatus): string {
  const { width: w, fill, colour } = statusPills[status];
  return (
    rect(x, baseline - 12, w, 17, `rx="8" fill="${fill}"`) +
    text(x + Math.round(w / 2), baseline, status, { cls: 's b', anchor: 'middle', fill: colour })
  );
}

interface FrameOptions {
  /** The left-menu entry of the screen, highlighted. */
  active: keyof typeof menu;
  /** Draw the orange test mode banner under the top bar. */
  banner: boolean;
}

/** The top bar, the test mode banner and the left menu; returns the markup and where the main area starts. */
function drawFrame({ active, banner }: FrameOptions): { markup: string[]; top: number } {
  const top = banner ? topBar + bannerHeight : topBar;
  const markup = [
    `<rect width="${width}" height="${height}" fill="#fff" stroke="#ebedf0"/>`,
    rect(0, 0, width, topBar, 'fill="#fff"') + hline(0, width, topBar),
    rect(16, 14, 20, 20, 'rx="4" fill="#0b6e4f"'),
    text(44, 29, 'Your business', { cls: 'b' }),
    rect(300, 12, 360, 24, 'rx="4" fill="#fff" stroke="#606770"'),
    text(312, 28, frame.search, { cls: 'm' }),
    text(792, 29, frame.testModeToggle),
    rect(856, 16, 32, 16, 'rx="8" fill="#0b6e4f"') + '<circle cx="880" cy="24" r="6" fill="#fff"/>',
    '<circle cx="922" cy="24" r="12" fill="#ebedf0"/>' + text(922, 28, 'MS', { cls: 's b', anchor: 'middle' }),
  ];
  if (banner) {
    markup.push(
      rect(0, topBar, width, bannerHeight, 'fill="#fff1de"') + rect(0, topBar, width, 3, 'fill="#e8890c"'),
      text(width / 2, topBar + 18, frame.testModeBanner, { cls: 's b', anchor: 'middle' }),
    );
  }
  markup.push(
    rect(0, top, menuRight, height - top, 'fill="#f7f8fa"') +
      `<line x1="${menuRight}" y1="${top}" x2="${menuRight}" y2="${height}" class="ln"/>`,
  );
  Object.entries(menu).forEach(([key, label], index) => {
    const baseline = top + 35 + index * 32;
    if (key === active) {
      markup.push(
        rect(8, baseline - 19, 174, 28, 'rx="4" fill="#e3f1ec"') + rect(8, baseline - 19, 3, 28, 'fill="#0b6e4f"'),
        text(24, baseline, label, { cls: 'b g' }),
      );
    } else {
      markup.push(text(24, baseline, label));
    }
  });
  return { markup, top };
}

const screenTitle = (title: string, top: number): string => text(mainLeft, top + 36, title, { cls: 'h' });

/** A row of filter chips from the source's filters (a set filter shows its value), then the screen's buttons at the right end. */
function filterRow(
  filters: Readonly<Record<string, string>>,
  actions: Readonly<Record<string, string>>,
  y: number,
  values: Readonly<Record<string, string>> = {},
): string[] {
  const markup: string[] = [];
  let x = mainLeft;
  for (const [key, name] of Object.entries(filters)) {
    const label = `${name}${values[key] ? `: ${values[key]}` : ''} ▾`;
    const w = Math.max(67, Math.round(16 + smallTextWidth(label)));
    markup.push(rect(x, y, w, 26, 'rx="13" fill="#fff" stroke="#606770"'), text(x + 8, y + 17, label, { cls: 's' }));
    x += w + 8;
  }
  let right = mainRight;
  for (const name of Object.values(actions).reverse()) {
    markup.push(
      rect(right - 90, y, 90, 26, 'rx="4" fill="#fff" stroke="#0b6e4f"'),
      text(right - 45, y + 17, name, { cls: 's b g', anchor: 'middle' }),
    );
    right -= 98;
  }
  return markup;
}

/**
 * A list: its header from the source's columns (each column's width from
 * `widths`), then the rows' cells, keyed as the columns are.
 */
function list<Key extends string>(
  columns: Readonly<Record<Key, string>>,
  widths: Readonly<Record<Key, number>>,
  rows: readonly Readonly<Record<Key, string | { status: PaymentStatus | PayoutStatus }>>[],
  y: number,
): string[] {
  const keys = Object.keys(columns) as Key[];
  const xs: number[] = [];
  let x = mainLeft + 12;
  for (const key of keys) {
    xs.push(x);
    x += widths[key];
  }
  const rowHeight = 34;
  const markup = [
    rect(mainLeft, y, mainRight - mainLeft, 30 + rows.length * rowHeight, 'rx="4" fill="#fff" stroke="#ebedf0"'),
    rect(mainLeft, y, mainRight - mainLeft, 30, 'rx="4" fill="#f7f8fa"'),
    ...keys.map((key, index) => text(xs[index] ?? 0, y + 20, columns[key], { cls: 's b m' })),
  ];
  rows.forEach((row, rowIndex) => {
    const top = y + 30 + rowIndex * rowHeight;
    const baseline = top + 22;
    markup.push(hline(mainLeft, mainRight, top));
    keys.forEach((key, index) => {
      const cell = row[key];
      const cellX = xs[index] ?? 0;
      markup.push(
        typeof cell === 'string' ? text(cellX, baseline, cell, { cls: 's' }) : statusPill(cellX, baseline, cell.status),
      );
    });
  });
  return markup;
}

const sum = (amounts: readonly number[]): number => amounts.reduce((total, amount) => total + amount, 0);
const grossVolume = sum(sampleHome.volumeByMethod.map(({ amount }) => amount));
const successfulPayments = sum(sampleHome.volumeByMethod.map(({ payments }) => payments));
/** Net volume as the Home guide defines it: gross volume, minus the payments' fees, minus refunds. */
const netVolume =
  grossVolume -
  sum(
    sampleHome.volumeByMethod.map(
      ({ method, amount, payments }) => feeFor(method, amount) + feeRates[method].fixed * (payments - 1),
    ),
  ) -
  sampleHome.refunds.amount;
/** The Home screen's upcoming payout and the Payouts screen's next payout: the first, pending, row of the list. */
const upcomingPayout = ((): SamplePayout => {
  const [first] = samplePayouts;
  if (first?.status !== 'pending')
    throw new Error('Dashboard mock-ups: the first sample payout is the upcoming, pending one.');
  return first;
})();

/** The Home screen's four totals, in the source's card order. */
function homeCards(y: number): string[] {
  const { cards } = screens.home;
  const figures: readonly [string, string, string][] = [
    [cards.grossVolume, pesos(grossVolume), `${sampleHome.grossChange} vs previous period`],
    [cards.netVolume, pesos(netVolume), `${sampleHome.netChange} vs previous period`],
    [cards.successfulPayments, String(successfulPayments), `${sampleHome.successfulChange} vs previous period`],
    [cards.refunds, pesos(sampleHome.refunds.amount), `${sampleHome.refunds.count} refunds`],
  ];
  return figures.flatMap(([label, figure, note], index) => {
    const x = mainLeft + index * 183;
    return [
      card(x, y, 175, 78),
      text(x + 12, y + 22, label, { cls: 's m' }),
      text(x + 12, y + 46, figure, { cls: 'k' }),
      text(x + 12, y + 66, note, { cls: 's m' }),
    ];
  });
}

/** The daily gross volume chart in a card at `y`, `h` high: the previous period dashed under this one. */
function volumeChart(y: number, h: number, title: string): string[] {
  const baseline = y + h - 28;
  const plotHeight = h - 70;
  const points = (series: readonly number[]): string =>
    series
      .map((value, index) => `${Math.round(234 + (index * 460) / 11)},${Math.round(baseline - value * plotHeight)}`)
      .join(' ');
  return [
    card(mainLeft, y, 500, h),
    text(226, y + 22, title, { cls: 'b' }),
    ...[0, 1, 2, 3].map((step) => hline(226, 702, Math.round(baseline - (step * plotHeight) / 3))),
    `<polyline points="${points(sampleHome.chart.previous)}" fill="none" stroke="#606770" stroke-width="1.5" stroke-dasharray="4 3"/>`,
    `<polyline points="${points(sampleHome.chart.current)}" fill="none" stroke="#0b6e4f" stroke-width="2.5"/>`,
    text(234, y + h - 10, sampleHome.period.from, { cls: 's m' }),
    text(694, y + h - 10, sampleHome.period.to, { cls: 's m', anchor: 'end' }),
  ];
}

interface Mockup {
  /** File name under /img/dashboard/. */
  file: string;
  /** The screen of the source it draws. */
  screen: keyof typeof screens;
  title: string;
  description: string;
  body: string[];
}

function svg({ title, description, body }: Mockup): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="t d"><title id="t">${escapeXml(title)}</title><desc id="d">${escapeXml(description)}</desc>${style}`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}

/** `a, b and c`. */
const joinList = (names: readonly string[]): string =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}` : (names[0] ?? '');
const lowerList = (names: readonly string[]): string => joinList(names.map((name) => name.toLowerCase()));

/** The numbered callouts of the tour: where each sits, and what it marks (the description says it). */
const tourCallouts: readonly { x: number; y: number; marks: string }[] = [
  { x: 100, y: 84, marks: `left menu with ${joinList(Object.values(menu))}` },
  { x: 286, y: 24, marks: 'search box' },
  { x: 772, y: 24, marks: 'test mode toggle' },
  { x: 150, y: 61, marks: 'orange test mode banner' },
  { x: 296, y: 104, marks: 'main area with totals, a gross volume chart, the upcoming payout and recent payments' },
];

function dashboardTour(): Mockup {
  const { markup, top } = drawFrame({ active: 'home', banner: true });
  const { home } = screens;
  const recent = samplePayments.slice(0, 4);
  const body = [
    ...markup,
    screenTitle(home.title, top),
    rect(760, top + 18, 180, 26, 'rx="4" fill="#fff" stroke="#606770"'),
    text(772, top + 35, 'Last 30 days ▾', { cls: 's' }),
    ...homeCards(top + 56),
    ...volumeChart(top + 146, 300, home.cards.grossVolume),
    card(722, top + 146, 218, 140),
    text(734, top + 168, home.cards.upcomingPayout, { cls: 'b' }),
    text(734, top + 196, pesos(upcomingPayout.amount), { cls: 'h' }),
    text(734, top + 218, `Expected ${shortDate(upcomingPayout.arrivalDate)}`, { cls: 's m' }),
    text(734, top + 238, sampleBank, { cls: 's m' }),
    card(722, top + 294, 218, 152),
    text(734, top + 316, home.panels.recentPayments, { cls: 'b' }),
    ...recent.flatMap((payment, index) => [
      text(734, top + 342 + index * 24, payment.customer, { cls: 's' }),
      text(928, top + 342 + index * 24, pesos(payment.amount), { cls: 's', anchor: 'end' }),
    ]),
    ...tourCallouts.map(
      ({ x, y }, index) =>
        `<circle cx="${x}" cy="${y}" r="11" fill="#0b6e4f"/>` +
        text(x, y + 4, String(index + 1), { cls: 'b w', anchor: 'middle' }),
    ),
  ];
  return {
    file: 'dashboard-tour.svg',
    screen: 'home',
    title: 'Dashboard tour',
    description: `The dashboard home screen in test mode. ${tourCallouts.map(({ marks }, index) => `${index + 1}: ${marks}.`).join(' ')}`,
    body,
  };
}

function homeAnalytics(): Mockup {
  const { markup, top } = drawFrame({ active: 'home', banner: false });
  const { home } = screens;
  const { period, volumeByMethod } = sampleHome;
  const largest = Math.max(...volumeByMethod.map(({ amount }) => amount));
  const body = [
    ...markup,
    screenTitle(home.title, top),
    rect(600, top + 18, 160, 26, 'rx="4" fill="#fff" stroke="#606770"'),
    text(612, top + 35, `${period.from} – ${period.to} ${period.year} ▾`, { cls: 's' }),
    rect(768, top + 18, 172, 26, 'rx="4" fill="#fff" stroke="#606770"'),
    text(778, top + 35, 'Compare: previous period ▾', { cls: 's' }),
    ...homeCards(top + 56),
    ...volumeChart(top + 146, 330, `${home.cards.grossVolume}, daily`),
    `<line x1="560" y1="${top + 168}" x2="590" y2="${top + 168}" stroke="#0b6e4f" stroke-width="2.5"/>` +
      text(596, top + 172, 'This period', { cls: 's' }),
    `<line x1="560" y1="${top + 186}" x2="590" y2="${top + 186}" stroke="#606770" stroke-width="1.5" stroke-dasharray="4 3"/>` +
      text(596, top + 190, 'Previous period', { cls: 's' }),
    card(722, top + 146, 218, 150),
    text(734, top + 168, home.cards.upcomingPayout, { cls: 'b' }),
    text(734, top + 196, pesos(upcomingPayout.amount), { cls: 'h' }),
    text(734, top + 218, `Expected ${shortDate(upcomingPayout.arrivalDate)}`, { cls: 's m' }),
    statusPill(734, top + 244, upcomingPayout.status),
    text(734, top + 280, 'View payout →', { cls: 's b g' }),
    card(722, top + 304, 218, 172),
    text(734, top + 326, home.panels.volumeByMethod, { cls: 'b' }),
    ...volumeByMethod.flatMap(({ label, amount }, index) => {
      // Rows 24 px apart, closer when more methods must fit in the card.
      const y = top + 350 + index * Math.min(24, Math.floor(102 / Math.max(1, volumeByMethod.length - 1)));
      return [
        text(734, y, label, { cls: 's' }),
        text(928, y, pesos(amount), { cls: 's', anchor: 'end' }),
        rect(734, y + 4, Math.max(4, Math.round((amount / largest) * 175)), 4, 'rx="2" fill="#0b6e4f"'),
      ];
    }),
  ];
  return {
    file: 'home-analytics.svg',
    screen: 'home',
    title: 'Home analytics',
    description:
      `The Home screen with a date range of 1 to 30 June ${period.year} compared with the previous period: ` +
      `totals for ${lowerList([home.cards.grossVolume, home.cards.netVolume, home.cards.successfulPayments, home.cards.refunds])}, ` +
      `a daily gross volume line chart, the upcoming payout of ${pesos(upcomingPayout.amount)} and volume by payment method.`,
    body,
  };
}

function paymentsList(): Mockup {
  const { markup, top } = drawFrame({ active: 'payments', banner: true });
  const { payments } = screens;
  const rows = samplePayments.map((payment) => ({
    date: payment.created,
    amount: pesos(payment.amount),
    status: { status: payment.status },
    method: payment.method,
    customer: payment.customer,
    description: payment.description,
    id: payment.id,
  }));
  const listTop = top + 92;
  const listBottom = listTop + 30 + rows.length * 34;
  if (rows.length > dashboard.lists.rowsPerPage)
    throw new Error('Dashboard mock-ups: more payment rows than a page shows.');
  const body = [
    ...markup,
    screenTitle(payments.title, top),
    ...filterRow(payments.filters, payments.actions, top + 54, { date: 'today' }),
    ...list(
      payments.columns,
      { date: 78, amount: 90, status: 150, method: 114, customer: 104, description: 100, id: 78 },
      rows,
      listTop,
    ),
    // Every payment of the day fits on one page, so the paging links are greyed out.
    text(mainLeft, listBottom + 26, `Showing 1–${rows.length} of ${rows.length}`, { cls: 's m' }),
    text(870, listBottom + 26, '‹ Previous', { cls: 's m', anchor: 'end' }),
    text(mainRight, listBottom + 26, 'Next ›', { cls: 's m', anchor: 'end' }),
  ];
  const statuses = [...new Set(samplePayments.map(({ status }) => status.replace('_', ' ')))];
  return {
    file: 'payments-list.svg',
    screen: 'payments',
    title: 'Payments list',
    description:
      `The ${payments.title} screen with filters for ${lowerList(Object.values(payments.filters))}, ` +
      `${joinList(Object.values(payments.actions).map((name) => `an ${name} button`))}, and a table whose columns are ` +
      `${lowerList(Object.values(payments.columns))}. Sample rows show ${lowerList(statuses)} payments.`,
    body,
  };
}

function payoutsList(): Mockup {
  const { markup, top } = drawFrame({ active: 'payouts', banner: false });
  const { payouts } = screens;
  const paid = samplePayouts.filter(({ status }) => status === 'paid');
  const rows = samplePayouts.map((payout) => ({
    arrivalDate: shortDate(payout.arrivalDate),
    amount: pesos(payout.amount),
    status: { status: payout.status },
    bank: payout.bank,
    // Long ids are cut, as the dashboard's list does.
    id: `${payout.id.slice(0, 17)}…`,
  }));
  const cards: readonly [string, string, string][] = [
    [payouts.cards.nextPayout, pesos(upcomingPayout.amount), `Expected ${shortDate(upcomingPayout.arrivalDate)}`],
    [payouts.cards.paidOutThisMonth, pesos(sum(paid.map(({ amount }) => amount))), `${paid.length} payouts`],
  ];
  const body = [
    ...markup,
    screenTitle(payouts.title, top),
    ...cards.flatMap(([label, figure, note], index) => {
      const x = mainLeft + index * 238;
      return [
        card(x, top + 52, 230, 80),
        text(x + 12, top + 74, label, { cls: 's m' }),
        text(x + 12, top + 100, figure, { cls: 'h' }),
        text(x + 12, top + 117, note, { cls: 's m' }),
      ];
    }),
    ...filterRow(payouts.filters, payouts.actions, top + 146),
    ...list(payouts.columns, { arrivalDate: 128, amount: 140, status: 120, bank: 180, id: 146 }, rows, top + 184),
  ];
  const statuses = [...new Set(samplePayouts.map(({ status }) => status))];
  return {
    file: 'payouts-list.svg',
    screen: 'payouts',
    title: 'Payouts list',
    description:
      `The ${payouts.title} screen: a next payout of ${pesos(upcomingPayout.amount)} expected on ` +
      `${shortDate(upcomingPayout.arrivalDate, 'long')}, the total paid out this month, filters for ` +
      `${lowerList(Object.values(payouts.filters))}, an ${payouts.actions.export} button, and a table with ` +
      `${lowerList(Object.values(payouts.columns))}. Sample rows show ${lowerList(statuses)} payouts.`,
    body,
  };
}

/** Every mock-up: its file name, the screen it draws, and its SVG text. */
export function renderDashboardMockups(): { file: string; screen: keyof typeof screens; svg: string }[] {
  return [dashboardTour(), homeAnalytics(), paymentsList(), payoutsList()].map((mockup) => ({
    file: mockup.file,
    screen: mockup.screen,
    svg: svg(mockup),
  }));
}
