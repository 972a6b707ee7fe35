/**
 * Prose conventions a spell checker cannot see (cspell, run by `npm run lint`,
 * checks the spelling itself; its en-US dictionary accepts British variants
 * such as "colour" and "fulfil"):
 *
 * - one spelling per word site-wide: US English, like the API's own names
 *   (`authorization`, `canceled`, `finalize`);
 * - one notation for dashboard paths: a single bold span with → between the
 *   steps, `**Settings → Payment methods**` (tokens from src/data/facts/dashboard.ts);
 * - one name per thing: the names of src/data/terminology.ts, never their variants.
 *
 * Scanned: the committed pages under docs/ (generated API pages come from the
 * OpenAPI document, which is scanned itself), the changelog, the home page's
 * data and the dashboard mock-ups as the build draws them (plugins/dashboard-mockups).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Parent, PhrasingContent, Root } from 'mdast';
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
import { brand } from '../../src/brand';
import { terminology, type Term } from '../../src/data/terminology';
import { committedPages, repoRoot } from '../support/committedPages';

const pageFiles = committedPages;
/** The drawn mock-ups, by a name that says where they come from. */
const mockupTexts = new Map(
  renderDashboardMockups().map(({ file, svg }) => [`plugins/dashboard-mockups → /img/dashboard/${file}`, svg]),
);
const read = (file: string): string => mockupTexts.get(file) ?? readFileSync(path.join(repoRoot, file), 'utf8');

/** British spellings and the US form the site uses instead. */
const variants: readonly [RegExp, string][] = [
  [
    /\b(?:recogni|authori|organi|finali|seriali|initiali|itemi|randomi|normali|capitali|customi|summari|prioriti|utili)s(?:e|ed|es|ing|ation|able)\b/i,
    '-ize/-ization/-izable',
  ],
  [/\bbehaviours?\b/i, 'behavior'],
  [/\bcolou?rs?\b(?<=colours?)|\bcoloured\b/i, 'color'],
  [/\bcentres?\b/i, 'center'],
  [/\blicence\b/i, 'license'],
  [/\bcancell(?:ed|ing)\b/i, 'canceled, canceling'],
  [/\bcatalogues?\b/i, 'catalog'],
  [/\bfulfil(?:s|ment|ments)?\b/i, 'fulfill, fulfills, fulfillment'],
  [/\bfavourites?\b/i, 'favorite'],
  [/\bgreys?\b|\bgreyed\b/i, 'gray'],
  [/\banalys(?:e|ed|ing)\b/i, 'analyze'],
  [/\blabelled\b|\blabelling\b/i, 'labeled, labeling'],
  [/\bjudgement\b/i, 'judgment'],
];

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

describe('one spelling per word (US English)', () => {
  const sources = [
    ...pageFiles,
    'src/data/changelog.ts',
    'src/data/home.ts',
    'openapi/paysari.yaml',
    ...mockupTexts.keys(),
  ];

  it.each(variants.map(([pattern, us]) => [us, pattern] as const))('writes %s', (us, pattern) => {
    const hits = sources.flatMap((file) => {
      const text = read(file);
      return [...text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))].map(
        (match) => `${file}:${lineOf(text, match.index)}: ${match[0]}`,
      );
    });
    expect(hits, `Use the US spelling (${us}):\n${hits.join('\n')}`).toEqual([]);
  });

  it('the variant check can fail', () => {
    expect(variants.some(([pattern]) => pattern.test('We recognise the colour of fulfilment.'))).toBe(true);
  });
});

const mdParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
const mdxParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/** The dashboard's top-level menus, as they start a path. */
const menus =
  /\b(?:Settings|Developers|Reports|Payments|Billing statements|Customers|Products|Payouts|Team|More|Add line item)\s*(?:→|>)\s*\w/;

/** Dashboard paths written in another notation than **A → B**, with where they are. */
function dashboardPathProblems(tree: Root): string[] {
  const problems: string[] = [];
  const where = (node: { position?: { start: { line: number } } }): string =>
    `line ${node.position?.start.line ?? '?'}`;
  visit(tree, (node) => {
    if (!('children' in node)) return;
    const children = (node as Parent).children as PhrasingContent[];
    children.forEach((child, index) => {
      const next = children[index + 1];
      const after = children[index + 2];
      if (
        child.type === 'strong' &&
        next?.type === 'text' &&
        /^\s*(?:>|→)\s*$/.test(next.value) &&
        after?.type === 'strong'
      ) {
        problems.push(
          `${where(child)}: "**${toString(child)}**${next.value}**${toString(after)}**" → one bold span with →`,
        );
      }
      if (child.type === 'strong' && /\s>\s/.test(toString(child))) {
        problems.push(`${where(child)}: "**${toString(child)}**" → use → between the steps`);
      }
      if (child.type === 'text' && menus.test(child.value) && node.type !== 'strong') {
        problems.push(`${where(child)}: "${child.value.trim()}" → make the path bold: **A → B**`);
      }
    });
  });
  return problems;
}

describe('one notation for dashboard paths', () => {
  it.each(pageFiles)('%s writes dashboard paths as **A → B**', (file) => {
    const parser = file.endsWith('.mdx') ? mdxParser : mdParser;
    const problems = dashboardPathProblems(parser.parse(read(file)));
    expect(problems, `${file}: write dashboard paths as **A → B** (see src/data/facts/dashboard.ts)`).toEqual([]);
  });

  it('flags the other notations', () => {
    const problems = dashboardPathProblems(
      mdParser.parse('Open **Developers** > **API keys**, then **Settings > Team**, or Developers → Webhooks.'),
    );
    expect(problems).toHaveLength(3);
    expect(dashboardPathProblems(mdParser.parse('Open **Developers → API keys**.'))).toEqual([]);
  });
});

/** Prose of a page: its text nodes, without code, inline code or front matter, each with its line. */
function proseLines(file: string): { line: number; text: string }[] {
  const parser = file.endsWith('.mdx') ? mdxParser : mdParser;
  const lines: { line: number; text: string }[] = [];
  visit(parser.parse(read(file)), 'text', (node) => {
    lines.push({ line: node.position?.start.line ?? 0, text: node.value });
  });
  return lines;
}

/** Files that are prose as a whole: every line is checked. */
const wholeFileSources = ['openapi/paysari.yaml', 'src/data/changelog.ts', 'src/data/home.ts', ...mockupTexts.keys()];

/** The lines of a file the terminology check reads: a page's prose, or every line of the other sources. */
function checkedLines(file: string): { line: number; text: string }[] {
  if (pageFiles.includes(file)) return proseLines(file);
  return read(file)
    .split('\n')
    .map((text, index) => ({ line: index + 1, text }));
}

/** Every variant of the terminology list in `lines`, as `line N: "variant" → "name"`. */
function variantHits(lines: { line: number; text: string }[], terms: readonly Term[] = terminology): string[] {
  return lines.flatMap(({ line, text }) =>
    terms.flatMap((term) =>
      term.variants.flatMap((variant) =>
        [...text.matchAll(new RegExp(variant.source, `${variant.flags}g`))].map(
          (match) => `line ${line}: "${match[0]}" → write "${term.name}" (${term.means})`,
        ),
      ),
    ),
  );
}

describe('one name per thing (src/data/terminology.ts)', () => {
  // One test per file, so each parses only its own page.
  it.each([...pageFiles, ...wholeFileSources])('%s uses the names of the terminology list', (file) => {
    const hits = variantHits(checkedLines(file));
    expect(hits, `${file}: use the one name (src/data/terminology.ts):\n${hits.join('\n')}`).toEqual([]);
  });

  it('the terminology check can fail', () => {
    expect(variantHits([{ line: 1, text: 'Load the browser library, then the card field.' }])).toHaveLength(2);
    const selfHits = terminology.flatMap((term) => variantHits([{ line: 1, text: term.name }], [term]));
    expect(selfHits, 'a variant must not match the name it replaces').toEqual([]);
  });
});

describe('spell check word list', () => {
  it("lists the provider's name, which pages write as %PROVIDER%", () => {
    const words = read('cspell-words.txt').split('\n');
    expect(words, `Add "${brand.name}" to cspell-words.txt (the OpenAPI document spells it out).`).toContain(
      brand.name,
    );
  });
});
