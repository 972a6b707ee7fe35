import Link from '@docusaurus/Link';
import type { ReactNode } from 'react';
import { brand } from '@site/src/brand';
import { changelog, type ChangelogEntry } from '@site/src/data/changelog';
import styles from './styles.module.css';

interface Card {
  title: string;
  to: string;
  description: string;
  /** Short facts shown under the description, e.g. limits. */
  facts?: string;
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
    title: 'Refund a payment',
    to: '/docs/guide/developer_handbook/refunds/',
    description: 'Return all or part of a payment from the API or the dashboard.',
  },
  {
    title: 'Send a billing statement',
    to: '/docs/guide/finance_automation/billing_statements/',
    description: 'Bill a customer with itemised charges they pay online.',
  },
  {
    title: 'Test your integration',
    to: '/docs/guide/developer_handbook/testing/testing_your_integration',
    description: 'Test cards and simulated wallet, QR Ph and installment flows.',
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
    facts: 'PHP 20 to 100,000 · settles T+3',
  },
  {
    title: 'GCash',
    to: '/docs/guide/developer_handbook/payments/payment_methods/gcash/',
    description: 'E-wallet, approved in the app.',
    facts: 'PHP 20 to 100,000 · settles T+1',
  },
  {
    title: 'Maya',
    to: '/docs/guide/developer_handbook/payments/payment_methods/maya/',
    description: 'E-wallet, approved in the app.',
    facts: 'PHP 20 to 100,000 · settles T+1',
  },
  {
    title: 'QR Ph',
    to: '/docs/guide/developer_handbook/payments/payment_methods/qrph/',
    description: 'Scan to pay from any bank or e-wallet app.',
    facts: 'PHP 20 to 50,000 · settles T+1',
  },
  {
    title: 'BillEase',
    to: '/docs/guide/developer_handbook/payments/payment_methods/billease/',
    description: 'Buy now, pay later in 3, 6 or 12 installments.',
    facts: 'PHP 1,500 to 60,000 · settles T+5',
  },
  {
    title: 'BDO installment',
    to: '/docs/guide/developer_handbook/payments/payment_methods/bdo_installment/',
    description: 'Monthly installments on eligible credit cards.',
    facts: 'PHP 3,000 to 100,000 · settles T+3',
  },
];

interface Step {
  title: string;
  text: string;
  code: string;
  to: string;
  linkLabel: string;
}

const steps: readonly Step[] = [
  {
    title: 'Create an intent',
    text: 'Your server creates a payment intent with the amount and the payment methods you accept.',
    code: 'POST /v1/payment_intents',
    to: '/docs/api/payment_intents/create',
    linkLabel: 'Create a payment intent',
  },
  {
    title: 'Customer pays',
    text: 'The browser library or the hosted checkout page collects the card, wallet approval, QR Ph scan or installment plan.',
    code: 'confirmPaymentIntent()',
    to: '/docs/guide/developer_handbook/payments/integrations/',
    linkLabel: 'Choose an integration',
  },
  {
    title: 'Receive a webhook',
    text: 'Your endpoint receives a signed event when the payment succeeds, and you fulfil the order.',
    code: 'payment_intent.succeeded',
    to: '/docs/guide/developer_handbook/webhooks',
    linkLabel: 'Handle webhooks',
  },
];

const dayFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The `count` newest entries of the changelog, newest first. */
export function latestChanges(entries: readonly ChangelogEntry[], count = 3): ChangelogEntry[] {
  return [...entries].sort((a, b) => b.date.localeCompare(a.date)).slice(0, count);
}

function sectionId(heading: string): string {
  return `home-${heading.toLowerCase().replace(/\W+/g, '-')}`;
}

interface SectionProps {
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** A home page section, labelled by its h2. */
function Section({ heading, intro, children }: SectionProps): ReactNode {
  const id = sectionId(heading);
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}

function CardGrid({ cards, compact = false }: { cards: readonly Card[]; compact?: boolean }): ReactNode {
  return (
    <ul className={compact ? styles.gridCompact : styles.grid}>
      {cards.map((card) => (
        <li key={card.to} className={styles.card}>
          <Link to={card.to} className={styles.cardLink}>
            <span className={styles.cardTitle}>{card.title}</span>
            <span className={styles.cardText}>{card.description}</span>
            {card.facts && <span className={styles.cardFacts}>{card.facts}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function HowItWorks(): ReactNode {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={styles.stepTitle}>{step.title}</h3>
          <p className={styles.stepText}>{step.text}</p>
          <code className={styles.stepCode}>{step.code}</code>
          <Link to={step.to} className={styles.stepLink}>
            {step.linkLabel}
          </Link>
        </li>
      ))}
    </ol>
  );
}

function LatestChanges(): ReactNode {
  return (
    <>
      <ul className={styles.changes}>
        {latestChanges(changelog).map((entry) => (
          <li key={`${entry.date}-${entry.title}`} className={styles.change}>
            <p className={styles.changeMeta}>
              <time dateTime={entry.date}>{dayFormat.format(new Date(`${entry.date}T00:00:00Z`))}</time>
              {' · '}
              {entry.area}
              <span className={styles.badge} data-type={entry.type}>
                {entry.type}
              </span>
            </p>
            <h3 className={styles.changeTitle}>
              <Link to={entry.links[0]?.to ?? '/changelog'}>{entry.title}</Link>
            </h3>
            <p className={styles.changeText}>{entry.description}</p>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link to="/changelog">All changes</Link>
        <span aria-hidden="true"> · </span>
        <Link to="pathname:///changelog.xml" type="application/atom+xml">
          Subscribe (Atom feed)
        </Link>
      </p>
    </>
  );
}

/** The home page's sections below the hero. */
export default function HomeSections(): ReactNode {
  return (
    <div className="container">
      <Section heading="Documentation">
        <CardGrid cards={areas} />
      </Section>
      <Section
        heading="How it works"
        intro="Every payment follows the same three steps, whichever payment method the customer picks."
      >
        <HowItWorks />
      </Section>
      <Section heading="Popular tasks">
        <CardGrid cards={tasks} />
      </Section>
      <Section
        heading="Payment methods at a glance"
        intro="Amounts are per payment. Settlement times are in business days after payment."
      >
        <CardGrid cards={paymentMethods} compact />
      </Section>
      <Section heading="Latest changes">
        <LatestChanges />
      </Section>
      <aside className={styles.help} aria-labelledby="home-help">
        <h2 id="home-help" className={styles.helpHeading}>
          Help and support
        </h2>
        <p className={styles.helpText}>
          Write to <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> with your request id, or start from
          the <Link to="/docs/guide/developer_handbook/error_codes">error codes</Link> and the{' '}
          <Link to="/docs/guide/developer_handbook/testing/">testing guide</Link>.
        </p>
      </aside>
    </div>
  );
}
