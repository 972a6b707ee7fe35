// Test-only page (plugins/test-hooks): calls the engine's own setters for the
// choices it keeps in local storage, which this site's UI never offers (the
// colour switch is disabled, and there is one docs version).
import { useDocsPreferredVersion } from '@docusaurus/plugin-content-docs/client';
import { useColorMode } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';

function Choices(): ReactNode {
  const { colorMode, setColorMode } = useColorMode();
  const { preferredVersion, savePreferredVersionName } = useDocsPreferredVersion();
  return (
    <main className="container margin-vert--lg">
      <h1>Stored choices</h1>
      <p>
        Colour mode: <output data-testid="color-mode">{colorMode}</output>
      </p>
      <p>
        Preferred docs version: <output data-testid="preferred-version">{preferredVersion?.name ?? 'none'}</output>
      </p>
      <button type="button" className="button button--secondary" onClick={() => setColorMode('dark')}>
        Choose dark mode
      </button>{' '}
      <button type="button" className="button button--secondary" onClick={() => savePreferredVersionName('current')}>
        Choose the current docs version
      </button>
    </main>
  );
}

export default function StorageChoices(): ReactNode {
  return (
    <Layout title="Stored choices">
      <Choices />
    </Layout>
  );
}
