// Ejected: the stock content only says the page is missing; readers of API
// docs need a way back to the guide, the API reference and the home page.
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import clsx from 'clsx';
import type { ReactNode } from 'react';

export default function NotFoundContent({ className }: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>There is no page at this address. It may have moved, or the link that brought you here may be mistyped.</p>
          <p>These are good places to continue from:</p>
          <ul>
            <li>
              <Link to="/docs/guide/intro">The guide</Link>: integration guides and the dashboard
            </li>
            <li>
              <Link to="/docs/api/core_resources/">The API reference</Link>: every endpoint and object
            </li>
            <li>
              <Link to="/">The home page</Link>
            </li>
          </ul>
        </div>
      </div>
    </main>
  );
}
