import { describe, expect, it } from 'vitest';
import { assistantLinks, assistantPrompt } from './assistantLinks';

const address = 'https://docs.example.test/docs/guide/intro.md';

describe('assistantLinks', () => {
  const links = assistantLinks(address);

  it('offers ChatGPT and Claude, in that order', () => {
    expect(links.map((link) => link.label)).toEqual(['Open in ChatGPT', 'Open in Claude']);
  });

  it.each(links)('$label carries the prompt naming the Markdown address in its q parameter', ({ href }) => {
    const url = new URL(href);
    expect(url.protocol).toBe('https:');
    expect(url.searchParams.get('q')).toBe(assistantPrompt(address));
    expect(url.searchParams.get('q')).toContain(address);
  });

  it('refuses a site path: the assistant needs the absolute address', () => {
    expect(() => assistantLinks('/docs/guide/intro.md')).toThrow(/not an absolute address/);
  });
});
