/**
 * The search plugin's box, loaded on demand by ./index.tsx.
 *
 * Its browser context starts as "server" and turns "browser" once the box
 * has hydrated: the box renders its shortcut hints in the browser only, and
 * hydrating it later, with the page's context already "browser", would not
 * match the server's HTML.
 */
import type { ReactNode } from 'react';
import { BrowserContextProvider } from '@docusaurus/core/lib/client/browserContext';
import OriginalSearchBar from '@theme-original/SearchBar';

export default function PluginSearchBar(): ReactNode {
  return (
    <BrowserContextProvider>
      <OriginalSearchBar />
    </BrowserContextProvider>
  );
}
