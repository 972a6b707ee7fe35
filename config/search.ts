import path from 'node:path';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
import { writeIndexInputsDigest } from '../plugins/search-index-inputs';
import { searchBarShortcutKeymap } from '../src/lib/searchShortcut';

const siteDir = path.resolve(__dirname, '..');

/**
 * Offline full-text search with @easyops-cn/docusaurus-search-local.
 *
 * After the build the plugin reads the production HTML and writes one lunr
 * index, `build/search-index-<hash>.json`, served by the site itself: no
 * hosted service, no request to any other host. The browser fetches it only
 * when a reader hovers over or focuses a search box, and queries run in a Web
 * Worker. Results are labelled by area from each page's navbar item and
 * sidebar path ("API Reference › Refunds › Create a refund").
 */
export const searchOptions = {
  // The index file name carries a hash of its sources, so a new build never
  // serves a stale cached index. The plugin hashes the Markdown under docsDir;
  // the second folder holds a digest of the code the pages are built from.
  hashed: 'filename',
  docsDir: ['docs', writeIndexInputsDigest(siteDir, '.generated/search-index-inputs')],
  language: ['en'],

  indexDocs: true,
  docsRouteBasePath: 'docs',
  indexBlog: false,
  // Pages under src/pages are indexed too (the home page and /search never are).
  indexPages: true,
  // /changelog renders the same entries as /docs/changelog/, which is indexed
  // heading by heading and labelled "Changelog": index the changelog once.
  ignoreFiles: ['changelog'],

  // Kept out of the index: code (it bloats the index and drowns prose
  // results), tab strips (the language names repeat on every API page) and
  // anything marked data-search-ignore (the endpoint line, whose text runs
  // together, and the response attributes repeated on each operation page).
  ignoreCssSelectors: ['pre', 'ul[role="tablist"]', '[data-search-ignore]'],

  // Ranking: the plugin ranks title matches first, then headings,
  // descriptions, keywords (method + path and operation id on API pages, from
  // the generator) and body text. English stop words stay filtered so that
  // "how to create a refund" still finds "Create a refund".
  searchResultLimits: 8,
  searchResultContextMaxLength: 60,
  // Show the area and page path under every result.
  explicitSearchResultPath: true,
  // Mark the searched words on the page a result opens.
  highlightSearchTermsOnTargetPage: true,

  // The plugin binds one shortcut and shows it as a hint in the box;
  // src/clientModules/searchShortcuts.ts adds `/` and focuses the right box
  // when the home page shows two.
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap,
} satisfies PluginOptions;
