import { parse } from 'acorn';
import type { RootContent } from 'hast';

/**
 * An MDX ESM node (an import or a declaration at the top of a page), for
 * rehype plugins that add one: MDX's compiler takes the source text and its
 * estree, which acorn (the parser MDX itself uses) writes from the text, so
 * a plugin states the code once, as code.
 */
export function mdxEsm(source: string): RootContent {
  const estree = parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  return { type: 'mdxjsEsm', value: source, data: { estree } } as unknown as RootContent;
}
