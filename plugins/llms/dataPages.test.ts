import { describe, expect, it } from 'vitest';
import { changelog } from '../../src/data/changelog';
import { areas, paymentMethods, steps, tasks } from '../../src/data/home';
import { changelogEntriesMarkdown, homeMarkdown } from './dataPages';

describe('changelogEntriesMarkdown', () => {
  const markdown = changelogEntriesMarkdown(changelog);
  it('has every entry once, under its month, newest first', () => {
    for (const entry of changelog) expect(markdown.split(`### ${entry.title}\n`)).toHaveLength(2);
    const months = markdown.match(/^## .+$/gm) ?? [];
    // The first month is the newest entry's, whatever order the data is in.
    const newest = changelog
      .map((entry) => entry.date)
      .sort()
      .at(-1)!;
    const newestMonth = new Date(`${newest}T00:00:00Z`).toLocaleString('en', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(months[0]).toBe(`## ${newestMonth}`);
    expect(new Set(months).size).toBe(months.length);
    // Each month heading is older than the one before it.
    const times = months.map((heading) => Date.parse(`1 ${heading.slice(3)} UTC`));
    expect(times.every((time, index) => index === 0 || time < times[index - 1]!)).toBe(true);
  });
});

describe('homeMarkdown', () => {
  const markdown = homeMarkdown(changelog);
  it('links every card and step of the home page', () => {
    for (const card of [...areas, ...tasks, ...paymentMethods])
      expect(markdown).toContain(`[${card.title}](${card.to})`);
    for (const step of steps) expect(markdown).toContain(`[${step.linkLabel}](${step.to})`);
  });
  it('shows the three latest changes', () => {
    expect(markdown.match(/^### /gm)).toHaveLength(3);
  });
});
