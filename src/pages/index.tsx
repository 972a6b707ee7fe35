import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';
import HeroSearch from '@site/src/components/HeroSearch';
import HomeSections from '@site/src/components/HomeSections';
import { brand } from '@site/src/brand';
import { highlights } from '@site/src/data/home';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout title={brand.docsTitle} description={brand.tagline}>
      {/* The hero sits inside <main> so "Skip to main content" lands on the page title. */}
      <main>
        <section className={styles.hero} aria-labelledby="home-title">
          <div className={`container ${styles.heroInner}`}>
            <p className={styles.eyebrow}>Developer and merchant documentation</p>
            <h1 id="home-title" className={styles.title}>
              {brand.docsTitle}
            </h1>
            <p className={styles.tagline}>{brand.tagline}</p>
            <HeroSearch />
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/docs/guide/intro">
                Read the guide
              </Link>
              <Link className="button button--secondary button--lg" to="/docs/api/core_resources/">
                Browse the API
              </Link>
            </div>
            <ul className={styles.highlights} aria-label="Highlights">
              {highlights.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        </section>
        <HomeSections />
      </main>
    </Layout>
  );
}
