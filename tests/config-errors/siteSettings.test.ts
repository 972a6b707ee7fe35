/**
 * The site config validates the widget settings when it loads: a malformed
 * id stops the build with an error naming the variable (src/lib/siteSettings.ts
 * has the rules and their unit tests; this proves the config applies them).
 */
import { loadSiteConfig } from '../support/engineInternals';
import { afterEach, describe, expect, it } from 'vitest';

const saved = { ...process.env };

/** The error's message and those of its causes, outermost first. */
function messages(error: unknown): string {
  const chain: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) chain.push(current.message);
  return chain.join('\n');
}

afterEach(() => {
  process.env = { ...saved };
});

describe('site config settings', () => {
  it.each([
    ['CHAT_APP_ID', 'Not-An-Id'],
    ['SESSION_RECORDING_SITE_ID', '12ab'],
  ])('a malformed %s stops the config from loading, naming it', async (variable, value) => {
    process.env[variable] = value;
    const error = await loadSiteConfig({ siteDir: process.cwd() }).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(messages(error)).toContain(`Invalid setting ${variable}`);
  });
});
