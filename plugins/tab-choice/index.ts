import type { Plugin } from '@docusaurus/types';
import { tabChoiceScript } from '../../src/lib/tabChoice';

/**
 * Adds the script that shows each reader's stored tab choices before the page
 * hydrates (src/lib/tabChoice.ts) to every page's head. A plugin's tags, not
 * the `headTags` setting: the site config is serialised into every page's
 * JavaScript, and this script would be carried there as text a second time.
 */
export default function tabChoicePlugin(): Plugin {
  return {
    name: 'tab-choice',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: tabChoiceScript }] };
    },
  };
}
