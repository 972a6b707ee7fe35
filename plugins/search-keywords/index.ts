/**
 * Front matter hook (`markdown.parseFrontMatter`) that adds search keywords a
 * page cannot spell out itself.
 *
 * A page that renders `<ErrorCodeTable />` gets every code the table shows as
 * a keyword. The table is one long section, so body-text ranking alone would
 * list it below every page that merely mentions `card_declined`; keywords rank
 * above body text, so searching a code finds the page that explains it first.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { ParseFrontMatter } from '@docusaurus/types';
import type { ErrorCodeEntry } from '../../src/lib/openapi/errorCatalogue';

/** The codes the page's error tables show: all of them, or those of a `status={…}` prop. */
export function errorTableCodes(content: string, catalogue: readonly ErrorCodeEntry[]): string[] {
  const codes = new Set<string>();
  for (const [, props = ''] of content.matchAll(/<ErrorCodeTable\b([^>]*)>/g)) {
    const status = /\bstatus=\{\s*(\d+)\s*\}/.exec(props)?.[1];
    for (const entry of catalogue) {
      if (status === undefined || entry.status === Number(status)) codes.add(entry.code);
    }
  }
  return [...codes];
}

/** Adds keywords to a parsed page, after any it already declares. */
export function addKeywords(
  frontMatter: Record<string, unknown>,
  keywords: readonly string[],
): Record<string, unknown> {
  if (keywords.length === 0) return frontMatter;
  const existing = Array.isArray(frontMatter.keywords) ? (frontMatter.keywords as unknown[]).map(String) : [];
  return { ...frontMatter, keywords: [...new Set([...existing, ...keywords])] };
}

/** The hook, reading the error catalogue that `npm run generate` writes. */
export function searchKeywordsFrontMatter(cataloguePath: string): ParseFrontMatter {
  let catalogue: ErrorCodeEntry[] | undefined;
  return async ({ defaultParseFrontMatter, ...params }) => {
    const result = await defaultParseFrontMatter(params);
    if (!result.content.includes('<ErrorCodeTable')) return result;
    catalogue ??= existsSync(cataloguePath)
      ? (JSON.parse(readFileSync(cataloguePath, 'utf8')) as ErrorCodeEntry[])
      : [];
    return { ...result, frontMatter: addKeywords(result.frontMatter, errorTableCodes(result.content, catalogue)) };
  };
}
