import type { ThemeConfig } from '@docusaurus/preset-classic';
import { themes, type PrismTheme } from 'prism-react-renderer';

/**
 * Background of highlighted lines (`{2,3}` or `// highlight-next-line`):
 * a 10% black veil over the code background. Also set in src/css/custom.css.
 */
export const highlightedLineVeil = { color: '#000000', alpha: 0.1 };

/**
 * The GitHub light theme with its five pale token colours darkened, hue
 * kept, so that every token reaches WCAG AA (4.5:1) on the code background
 * and on highlighted lines (checked by config/prism.test.ts).
 */
const darker: Record<string, string> = {
  '#999988': '#626257', // comments
  '#e3116c': '#bc0e5a', // strings
  '#36acaa': '#216b69', // numbers, constants, properties
  '#00a4db': '#00698c', // keywords, attribute names
  '#d73a49': '#b2303d', // functions, tags
};

export const codeTheme: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map((entry) => {
    const color = entry.style.color;
    return color && darker[color] ? { ...entry, style: { ...entry.style, color: darker[color] } } : entry;
  }),
};

export const prism = {
  // No dark theme: the site has no dark mode (colorMode in docusaurus.config.ts),
  // and every theme set here is serialised into every page's JavaScript.
  theme: codeTheme,
  // The five sample languages and JSON bodies: Prism's default set already has
  // JavaScript, Python and JSON (adding them again ships them twice).
  additionalLanguages: ['php', 'ruby', 'bash'],
} satisfies NonNullable<ThemeConfig['prism']>;
