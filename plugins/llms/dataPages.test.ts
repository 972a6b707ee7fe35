import { describe, expect, it } from 'vitest';
import { changelog } from '../../src/data/changelog';
import { areas, paymentMethods, steps, tasks } from '../../src/data/home';
import { changelogEntriesMarkdown, homeMarkdown } from './dataPages';

describe('changelogEntriesMarkdown', () => {
  const markdown = changelogEntriesMarkdown(changelog);
  it('has every entry once, under its month, newest first', () => {
    for (const entry of changelog) expect(markdown.split(`### ${entry.title}\n`)).toHaveLength(2);
    const months = markdown.match(/^## .+$/gm) ?? [];
    expect(months[0]).toBe('## October 2025');
    expect(new Set(months).size).toBe(months.length);
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
