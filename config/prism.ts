import type { ThemeConfig } from '@docusaurus/preset-classic';
import { themes, type PrismTheme } from 'prism-react-renderer';

/**
 * GitHub's light theme, with the token colours that fall below WCAG AA
 * (4.5:1) on its own code background darkened just enough to pass.
 */
const darkerTokens: Readonly<Record<string, string>> = {
  '#999988': '#636c76', // comments: 2.8:1 → 5.0:1
  '#e3116c': '#c8105f', // strings: 4.3:1 → 5.3:1
  '#36acaa': '#207876', // numbers, booleans, properties, variables: 2.6:1 → 4.9:1
  '#00a4db': '#006d96', // keywords, attribute names: 2.9:1 → 5.4:1
  '#d73a49': '#c62d3d', // functions: 4.3:1 → 5.1:1
};

const accessibleGithub: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map((entry) => {
    const color = entry.style.color ? darkerTokens[entry.style.color] : undefined;
    return color ? { ...entry, style: { ...entry.style, color } } : entry;
  }),
};

export const prism = {
  theme: accessibleGithub,
  darkTheme: themes.dracula,
  // The five sample languages plus JSON bodies (JavaScript ships with the engine).
  additionalLanguages: ['php', 'python', 'ruby', 'bash', 'json'],
} satisfies NonNullable<ThemeConfig['prism']>;
