import type { ThemeConfig } from '@docusaurus/preset-classic';
import { themes } from 'prism-react-renderer';

export const prism = {
  theme: themes.github,
  darkTheme: themes.dracula,
  // The five sample languages plus JSON bodies (JavaScript ships with the engine).
  additionalLanguages: ['php', 'python', 'ruby', 'bash', 'json'],
} satisfies NonNullable<ThemeConfig['prism']>;
