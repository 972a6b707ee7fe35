import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';
import HomeSections from '@site/src/components/HomeSections';
import { brand } from '@site/src/brand';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout title={brand.docsTitle} description={brand.tagline}>
      <header className={styles.hero}>
        <div className="container">
          <h1 className={styles.title}>{brand.docsTitle}</h1>
          <p className={styles.tagline}>{brand.tagline}</p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/guide/intro">
              Read the guide
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/api/core_resources/">
              Browse the API
            </Link>
          </div>
        </div>
      </header>
      <main>
        <HomeSections />
      </main>
    </Layout>
  );
}
