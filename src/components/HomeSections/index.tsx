import Link from '@docusaurus/Link';
import type { ReactNode } from 'react';
import { brand } from '@site/src/brand';
import { changelog } from '@site/src/data/changelog';
import {
  areas,
  helpLinks,
  homeSections,
  latestChanges,
  paymentMethods,
  steps,
  tasks,
  type Card,
} from '@site/src/data/home';
import ChangeTypeBadge from '@site/src/components/ChangeTypeBadge';
import { dayLabel } from '@site/src/lib/dates';
import styles from './styles.module.css';

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
              <time dateTime={entry.date}>{dayLabel(entry.date)}</time>
              {' · '}
              {entry.area}
              <ChangeTypeBadge type={entry.type} className={styles.badge} />
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
      <Section heading={homeSections.areas.heading}>
        <CardGrid cards={areas} />
      </Section>
      <Section heading={homeSections.howItWorks.heading} intro={homeSections.howItWorks.intro}>
        <HowItWorks />
      </Section>
      <Section heading={homeSections.tasks.heading}>
        <CardGrid cards={tasks} />
      </Section>
      <Section heading={homeSections.paymentMethods.heading} intro={homeSections.paymentMethods.intro}>
        <CardGrid cards={paymentMethods} compact />
      </Section>
      <Section heading={homeSections.latestChanges.heading}>
        <LatestChanges />
      </Section>
      <aside className={styles.help} aria-labelledby="home-help">
        <h2 id="home-help" className={styles.helpHeading}>
          {homeSections.help.heading}
        </h2>
        <p className={styles.helpText}>
          Write to <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> with your request id, or start from
          the <Link to={helpLinks.errorCodes.to}>{helpLinks.errorCodes.label}</Link> and the{' '}
          <Link to={helpLinks.testing.to}>{helpLinks.testing.label}</Link>.
        </p>
      </aside>
    </div>
  );
}
