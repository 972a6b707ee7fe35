/**
 * Markdown for what React components render from data: the changelog
 * entries (src/data/changelog.ts) and the home page (src/data/home.ts).
 * Same data, and the same grouping, order and dates (src/lib/dates.ts,
 * src/data/home.ts) as the components: the components render JSX and
 * these render Markdown, so each keeps its own markup.
 */
import { brand } from '../../src/brand';
import type { ChangelogEntry } from '../../src/data/changelog';
import { dayLabel, groupByMonth } from '../../src/lib/dates';
import {
  areas,
  helpLinks,
  highlights,
  homeSections,
  latestChanges,
  paymentMethods,
  steps,
  tasks,
  type Card,
} from '../../src/data/home';

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function entryMarkdown(entry: ChangelogEntry, title = entry.title): string {
  return [
    `### ${title}`,
    '',
    `**${capitalised(entry.type)}** · ${dayLabel(entry.date)} · ${entry.area}`,
    '',
    entry.description,
  ].join('\n');
}

const entryLinks = (entry: ChangelogEntry): string =>
  entry.links.map((link) => `- [${link.label}](${link.to})`).join('\n');

/** The changelog grouped by month, newest first, as `<ChangelogEntries />` shows it. */
export function changelogEntriesMarkdown(entries: readonly ChangelogEntry[]): string {
  return [...groupByMonth(entries)]
    .map(([month, monthEntries]) =>
      [`## ${month}`, ...monthEntries.map((e) => [entryMarkdown(e), entryLinks(e)].filter(Boolean).join('\n\n'))].join(
        '\n\n',
      ),
    )
    .join('\n\n');
}

const cardList = (cards: readonly Card[]): string =>
  cards
    .map((card) => `- [${card.title}](${card.to}): ${card.description}${card.facts ? ` (${card.facts})` : ''}`)
    .join('\n');

function section(heading: string, body: string, intro?: string): string {
  return [`## ${heading}`, ...(intro ? [intro] : []), body].join('\n\n');
}

/** The home page below its title and tagline: the highlights and every section. */
export function homeMarkdown(changelog: readonly ChangelogEntry[]): string {
  const howItWorks = steps
    .map(
      (step, index) =>
        `${index + 1}. **${step.title}.** ${step.text} \`${step.code}\`: [${step.linkLabel}](${step.to}).`,
    )
    .join('\n');
  const changes = latestChanges(changelog)
    .map((entry) => entryMarkdown(entry, `[${entry.title}](${entry.links[0]?.to ?? '/changelog'})`))
    .join('\n\n');
  return [
    highlights.map((text) => `- ${text}`).join('\n'),
    section(homeSections.areas.heading, cardList(areas)),
    section(homeSections.howItWorks.heading, howItWorks, homeSections.howItWorks.intro),
    section(homeSections.tasks.heading, cardList(tasks)),
    section(homeSections.paymentMethods.heading, cardList(paymentMethods), homeSections.paymentMethods.intro),
    section(
      homeSections.latestChanges.heading,
      `${changes}\n\n[All changes](/changelog) · [Subscribe (Atom feed)](pathname:///changelog.xml)`,
    ),
    section(
      homeSections.help.heading,
      `Write to ${brand.supportEmail} with your request id, or start from the [${helpLinks.errorCodes.label}](${helpLinks.errorCodes.to}) and the [${helpLinks.testing.label}](${helpLinks.testing.to}).`,
    ),
  ].join('\n\n');
}
