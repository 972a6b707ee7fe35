import type { ThemeConfig } from '@docusaurus/preset-classic';
import { brand } from '../src/brand';

export const footer = {
  style: 'light',
  logo: {
    alt: `${brand.name} logo`,
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 40,
    height: 40,
  },
  links: [
    {
      title: 'Guide',
      items: [
        { label: 'Introduction', to: '/docs/guide/intro' },
        { label: 'Getting started', to: '/docs/guide/getting_started/' },
        { label: 'Accept payments', to: '/docs/guide/developer_handbook/payments/' },
        { label: 'Go live', to: '/docs/guide/developer_handbook/going_live' },
      ],
    },
    {
      title: 'API Reference',
      items: [
        { label: 'Core resources', to: '/docs/api/core_resources/' },
        { label: 'Payment intents', to: '/docs/api/payment_intents/' },
        { label: 'Webhooks', to: '/docs/api/webhooks/' },
        { label: 'Event types', to: '/docs/api/events/event_types' },
      ],
    },
    {
      title: 'More',
      items: [
        { label: 'Changelog', to: '/changelog' },
        { label: 'Dashboard', href: brand.dashboardUrl },
        { label: 'Support', href: `mailto:${brand.supportEmail}` },
      ],
    },
    {
      title: 'Follow us',
      items: brand.social.map(({ label, href }) => ({ label, href })),
    },
  ],
  copyright: `Copyright © ${brand.copyrightYear} ${brand.name}`,
} satisfies NonNullable<ThemeConfig['footer']>;
