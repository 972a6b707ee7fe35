import type { ThemeConfig } from '@docusaurus/preset-classic';
import { brand } from '../src/brand';

export const navbar = {
  title: brand.docsTitle,
  hideOnScroll: true,
  logo: {
    alt: `${brand.name} logo`,
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    { type: 'docSidebar', sidebarId: 'guide', label: 'Guide', position: 'left' },
    { type: 'docSidebar', sidebarId: 'api', label: 'API Reference', position: 'left' },
    // Active on /docs/changelog/ too, which also labels its search results "Changelog".
    { to: '/changelog', label: 'Changelog', position: 'right', activeBaseRegex: '^/(docs/)?changelog' },
  ],
} satisfies NonNullable<ThemeConfig['navbar']>;
