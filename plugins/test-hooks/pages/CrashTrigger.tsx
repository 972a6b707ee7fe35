// Test-only page (plugins/test-hooks): its content throws while rendering in
// the browser, so tests see the theme's crash fallback inside the real layout.
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';
import { crashMarker } from '../constants';

declare global {
  interface Window {
    /** Set by a test to let "Try again" render the content. */
    testHooksCrashDisarmed?: boolean;
  }
}

function CrashingContent(): ReactNode {
  // The server renders the harmless branch (the build must succeed); the
  // browser's first render after hydration throws.
  const isBrowser = useIsBrowser();
  if (isBrowser && window.testHooksCrashDisarmed !== true) {
    throw new Error(`${crashMarker}: this content throws while rendering.`);
  }
  return <p>The content rendered without crashing.</p>;
}

export default function CrashTrigger(): ReactNode {
  return (
    <Layout title="Crash trigger">
      <main className="container margin-vert--lg">
        <h1>Crash trigger</h1>
        <CrashingContent />
      </main>
    </Layout>
  );
}
