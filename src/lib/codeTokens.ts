/**
 * Which highlighted tokens need a span of their own. The code's colour is the
 * block's; a token shows a colour or style of its own only when one of its
 * types is in the theme's styled types (`styledTokenTypes` in
 * config/prism.ts, written at build time by plugins/prism-token-css). Every
 * other token (`plain` text, punctuation, operators) looks like the text
 * around it, and is written as bare text (src/theme/CodeBlock/Line and
 * Line/Token).
 */
import styledTypes from '@generated/prism-token-css/styledTypes.json';

const styled = new Set(styledTypes);

interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

/** Whether a token of these types looks like the text around it. */
export function looksLikeText(types: readonly string[]): boolean {
  return !types.some((type) => styled.has(type));
}

/**
 * The line with each run of tokens that look like text merged into one
 * `plain` token: one text node, not several that the server's HTML would
 * separate with `<!-- -->`.
 */
export function mergeTextTokens<T extends Token>(line: readonly T[]): T[] {
  const merged: T[] = [];
  for (const token of line) {
    const last = merged.at(-1);
    if (last && looksLikeText(last.types) && looksLikeText(token.types)) {
      merged[merged.length - 1] = { ...last, types: ['plain'], content: last.content + token.content };
    } else {
      merged.push(token);
    }
  }
  return merged;
}
