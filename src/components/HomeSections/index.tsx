import Link from '@docusaurus/Link';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

interface Card {
  title: string;
  to: string;
  description: string;
}

const areas: readonly Card[] = [
  {
    title: 'Guide',
    to: '/docs/guide/intro',
    description: 'Step-by-step integration guides, payment methods and the merchant dashboard.',
  },
  {
    title: 'API Reference',
    to: '/docs/api/core_resources/',
    description: 'Every endpoint, parameter, example request and response, in five languages.',
  },
  {
    title: 'Changelog',
    to: '/changelog',
    description: 'What changed in the API, the dashboard and the payment methods, newest first.',
  },
];

const tasks: readonly Card[] = [
  {
    title: 'Accept a first payment',
    to: '/docs/guide/developer_handbook/payments/integrations/checkout',
    description: 'Create a checkout session and take a test payment in minutes.',
  },
  {
    title: 'Set up webhooks',
    to: '/docs/guide/developer_handbook/webhooks',
    description: 'Register an endpoint and verify the signature of every event.',
  },
  {
    title: 'Go live',
    to: '/docs/guide/developer_handbook/going_live',
    description: 'The checklist to work through before you take real money.',
  },
];

const paymentMethods: readonly Card[] = [
  {
    title: 'Cards',
    to: '/docs/guide/payment_methods/card/',
    description: 'Visa, Mastercard, JCB and American Express.',
  },
  {
    title: 'GCash',
    to: '/docs/guide/developer_handbook/payments/payment_methods/gcash/',
    description: 'E-wallet, approved in the app.',
  },
  {
    title: 'Maya',
    to: '/docs/guide/developer_handbook/payments/payment_methods/maya/',
    description: 'E-wallet, approved in the app.',
  },
  {
    title: 'QR Ph',
    to: '/docs/guide/developer_handbook/payments/payment_methods/qrph/',
    description: 'Scan to pay from any bank or e-wallet app.',
  },
  {
    title: 'BillEase',
    to: '/docs/guide/developer_handbook/payments/payment_methods/billease/',
    description: 'Buy now, pay later in installments.',
  },
  {
    title: 'BDO installment',
    to: '/docs/guide/developer_handbook/payments/payment_methods/bdo_installment/',
    description: 'Monthly installments on eligible credit cards.',
  },
];

interface CardGridProps {
  heading: string;
  cards: readonly Card[];
  compact?: boolean;
}

function CardGrid({ heading, cards, compact = false }: CardGridProps): ReactNode {
  const id = `home-${heading.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className={compact ? styles.gridCompact : styles.grid}>
        {cards.map((card) => (
          <li key={card.to} className={styles.card}>
            <Link to={card.to} className={styles.cardLink}>
              <span className={styles.cardTitle}>{card.title}</span>
              <span className={styles.cardText}>{card.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The home page's sections below the hero: areas, popular tasks, payment methods. */
export default function HomeSections(): ReactNode {
  return (
    <div className="container">
      <CardGrid heading="Documentation" cards={areas} />
      <CardGrid heading="Popular tasks" cards={tasks} />
      <CardGrid heading="Payment methods at a glance" cards={paymentMethods} compact />
    </div>
  );
}
