/**
 * Test-only pages for the browser tests, added to the site only when
 * DOCS_TEST_BUILD is true (see docusaurus.config.ts). Production builds never
 * load this plugin, so none of these routes or their code ship; a browser test
 * checks that the production build has neither.
 */
import type { Plugin } from '@docusaurus/types';
import { testHookRoutes } from './constants';

export default function testHooksPlugin(): Plugin {
  return {
    name: 'test-hooks',
    contentLoaded({ actions }) {
      actions.addRoute({
        path: testHookRoutes.crash,
        exact: true,
        component: '@site/plugins/test-hooks/pages/CrashTrigger.tsx',
      });
      actions.addRoute({
        path: testHookRoutes.storage,
        exact: true,
        component: '@site/plugins/test-hooks/pages/StorageChoices.tsx',
      });
    },
  };
}
