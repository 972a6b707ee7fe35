import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';
import ChangelogEntries from '@site/src/components/ChangelogEntries';

export default function ChangelogPage(): ReactNode {
  return (
    <Layout
      title="Changelog"
      description="Every change to the API, the dashboard, payment methods, webhooks and plugins, newest first."
    >
      <main className="container margin-vert--lg">
        <h1>Changelog</h1>
        <p>
          Every change to the API, the dashboard, payment methods, webhooks and plugins, newest first. Changes that need
          action on your side are marked <strong>deprecated</strong> and name the date after which the old behaviour
          stops.
        </p>
        <p>
          <Link to="pathname:///changelog.xml" type="application/atom+xml">
            Subscribe (Atom feed)
          </Link>{' '}
          to follow changes in your feed reader.
        </p>
        <ChangelogEntries />
      </main>
    </Layout>
  );
}
