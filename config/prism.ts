import type { ThemeConfig } from '@docusaurus/preset-classic';
import { themes, type PrismTheme } from 'prism-react-renderer';

/**
 * Background of highlighted lines (`{2,3}` or `// highlight-next-line`):
 * a 10% black veil over the code background. Also set in src/css/custom.css.
 */
export const highlightedLineVeil = { color: '#000000', alpha: 0.1 };

/**
 * The token colours: the GitHub light theme's, its five pale ones darkened,
 * hue kept, so that every token reaches WCAG AA (4.5:1) on the code
 * background and on highlighted lines (checked by config/prism.test.ts).
 */
const darker: Record<string, string> = {
  '#999988': '#626257', // comments
  '#e3116c': '#bc0e5a', // strings
  '#36acaa': '#216b69', // numbers, constants, properties
  '#00a4db': '#00698c', // keywords, attribute names
  '#d73a49': '#b2303d', // functions, tags
};

export const tokenStyles: PrismTheme['styles'] = themes.github.styles.map((entry) => {
  const color = entry.style.color;
  return color && darker[color] ? { ...entry, style: { ...entry.style, color: darker[color] } } : entry;
});

/**
 * The theme the engine highlights with: the code's text and background
 * colours only. The token colours are classes (tokenStylesheet below, shipped
 * by plugins/prism-token-css): given per-token styles, the engine writes a
 * `style` attribute on every token, 2,600 of them on the webhooks page, 14% of
 * its HTML, each parsed and styled on its own by the browser.
 */
export const codeTheme: PrismTheme = { plain: themes.github.plain, styles: [] };

const cssProperty = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The token colours as CSS: a rule per entry of `styles`, in order, so that
 * where two entries colour one token type the later wins, as in the engine's
 * theme. Tokens are <span class="token keyword"> inside <pre class="prism-code">.
 */
export function tokenStylesheet(styles: PrismTheme['styles'] = tokenStyles): string {
  return styles
    .map(({ types, languages, style }) => {
      const scopes = languages?.map((language) => `.prism-code.language-${language}`) ?? ['.prism-code'];
      const selectors = scopes.flatMap((scope) => types.map((type) => `${scope} .token.${type}`));
      const declarations = Object.entries(style).map(([name, value]) => `${cssProperty(name)}:${String(value)}`);
      return `${selectors.join(',')}{${declarations.join(';')}}`;
    })
    .join('\n');
}

/**
 * The token types whose colour or style shows: every type of an entry of
 * `styles` that sets anything but the code's own colour (GitHub's
 * punctuation and operators are its own colour), and every type of an entry
 * scoped to languages. A token of none of these types looks like the text
 * around it, and is written as bare text (src/theme/CodeBlock/Line/Token).
 */
export function styledTokenTypes(styles: PrismTheme['styles'] = tokenStyles, plain = codeTheme.plain): string[] {
  const shows = ({ languages, style }: PrismTheme['styles'][number]) =>
    languages !== undefined || Object.entries(style).some(([name, value]) => name !== 'color' || value !== plain.color);
  return [...new Set(styles.filter(shows).flatMap((entry) => entry.types))].sort();
}

export const prism = {
  // No dark theme: the site has no dark mode (colorMode in docusaurus.config.ts),
  // and every theme set here is serialised into every page's JavaScript.
  theme: codeTheme,
  // The five sample languages and JSON bodies: Prism's default set already has
  // JavaScript, Python and JSON (adding them again ships them twice).
  additionalLanguages: ['php', 'ruby', 'bash'],
} satisfies NonNullable<ThemeConfig['prism']>;
