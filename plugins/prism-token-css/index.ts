import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { styledTokenTypes, tokenStylesheet } from '../../config/prism';

/**
 * Ships the code tokens' colours (config/prism.ts) as a stylesheet that
 * every page loads with the site's own CSS: the engine's Prism theme carries
 * none, so the highlighted code has classes, not a style attribute per
 * token. The stylesheet is written from the theme when the config loads, so
 * the colours have one source; so is the list of token types that show a
 * colour of their own (`@generated/prism-token-css/styledTypes`), which the
 * code lines read to write the other tokens as bare text.
 */
export default function prismTokenCss(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'prism-token-css', 'tokens.css');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${tokenStylesheet()}\n`);
  writeFileSync(path.join(path.dirname(file), 'styledTypes.json'), JSON.stringify(styledTokenTypes()));
  return { name: 'prism-token-css', getClientModules: () => [file] };
}
