import type * as Preset from '@docusaurus/preset-classic';
import type { Config } from '@docusaurus/types';
import { announcementBar } from './config/announcement';
import { clientModules } from './config/clientModules';
import { footer } from './config/footer';
import { linkRules, markdownLinkRules } from './config/links';
import { navbar } from './config/navbar';
import { prism } from './config/prism';
import clientBundlePlugin from './plugins/client-bundle';
import dashboardMockupsPlugin from './plugins/dashboard-mockups';
import openApiDocsPlugin from './plugins/openapi-docs';
import pageScriptsPlugin from './plugins/page-scripts';
import rehypeAccessibleMarkdown from './plugins/rehype-accessible-markdown';
import rehypeCopyValues from './plugins/rehype-copy-values';
import rehypeMermaidSvg from './plugins/rehype-mermaid-svg';
import postcssOptionsPlugin from './plugins/postcss-options';
import prismTokenCss from './plugins/prism-token-css';
import mermaidDiagramsPlugin from './plugins/rehype-mermaid-svg/plugin';
import navbarItemTypesPlugin from './plugins/navbar-item-types';
import remarkBrandTokens from './plugins/remark-brand-tokens';
import { searchKeywordsFrontMatter } from './plugins/search-keywords';
import searchIndexPlugin from './plugins/search-pagefind';
import serverConfigPlugin from './plugins/server-config';
import rehypeErrorCatalogue from './plugins/openapi-docs/rehypeErrorCatalogue';
import rehypeServerOnlyContent from './plugins/server-only-content';
import serverOnlyContentPlugin from './plugins/server-only-content/plugin';
import tabChoicePlugin from './plugins/tab-choice';
import { brand } from './src/brand';
import { readSiteSettings } from './src/lib/siteSettings';

// ── Environment ─────────────────────────────────────────────────────────────
// Every setting the build reads, validated once: a malformed value stops the
// build with an error naming the variable; an absent one turns its feature off.
//   CHAT_APP_ID                customer-messaging chat widget app id (optional)
//   SESSION_RECORDING_SITE_ID  session-recording analytics site id (optional)
//   DOCS_TEST_BUILD            "true" only for builds made for the browser tests
const settings = readSiteSettings(process.env);

const config: Config = {
  title: brand.docsTitle,
  tagline: brand.tagline,
  favicon: 'img/favicon.svg',
  url: brand.docsUrl,
  baseUrl: '/',
  noIndex: false,
  // The downloadable OpenAPI document is generated into .generated/static.
  staticDirectories: ['static', '.generated/static'],

  // Build link rules, exactly as the specification sets them. The test suite
  // additionally fails on any warning these print (scripts/build-checked.mjs).
  ...linkRules,

  i18n: { defaultLocale: 'en', locales: ['en'] },

  // No base-URL check script and banner: the site is served at /, as built.
  baseUrlIssueBanner: false,

  future: {
    // Rspack: faster builds (the default bundler also failed on this site with React 19).
    faster: true,
    // Required by the faster bundler's worker-thread static generation.
    v4: { removeLegacyPostBuildHeadAttribute: true },
    // No page shows Git dates (last update, sitemap lastmod): skip reading the history at start.
    experimental_vcs: false,
  },

  markdown: {
    // No Mermaid runtime: ```mermaid fences are drawn at build time (plugins/rehype-mermaid-svg).
    hooks: markdownLinkRules,
    // Search keywords for pages that render generated tables (error codes).
    parseFrontMatter: searchKeywordsFrontMatter('.generated/api/error-codes.json'),
  },

  // Browser-only code run on every route change; a widget's module only when
  // its id was set at build time (config/clientModules.ts).
  clientModules: clientModules(settings),

  customFields: {
    chatAppId: settings.chatAppId,
    sessionRecordingSiteId: settings.sessionRecordingSiteId,
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is below, wrapped (plugins/docs).
        docs: false,
        blog: false,
        pages: { beforeDefaultRemarkPlugins: [remarkBrandTokens], rehypePlugins: [rehypeAccessibleMarkdown] },
        theme: { customCss: ['./src/css/custom.css', './src/css/search.css'] },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // The engine's docs plugin without the map of docs (titles, descriptions)
    // that every docs page would download and only doc cards read (plugins/docs).
    [
      './plugins/docs/index.ts',
      {
        routeBasePath: 'docs',
        sidebarPath: './sidebars.ts',
        // Before the engine's own plugins, so tokens also expand inside Mermaid diagrams.
        beforeDefaultRemarkPlugins: [remarkBrandTokens],
        // Mermaid diagrams drawn into inline SVG at build time; focusable
        // wide tables, named task-list checkboxes (axe); code blocks' text,
        // schema tables' rows, drawings and the error catalogue in the server's
        // HTML, not the first load's JavaScript.
        rehypePlugins: [
          rehypeMermaidSvg,
          rehypeAccessibleMarkdown,
          rehypeCopyValues,
          rehypeErrorCatalogue,
          rehypeServerOnlyContent,
        ],
        lastVersion: 'current',
        versions: { current: { label: 'Next' } },
      },
    ],
    // The API reference generator: `docusaurus gen-api-docs` (npm run generate).
    // Passed as a function, not a path: the site config, plugin paths included,
    // is serialised into every page's JavaScript.
    openApiDocsPlugin,
    // The dashboard mock-ups (/img/dashboard/*.svg), drawn from the dashboard's
    // one description into .generated/static before the pages compile (plugins/dashboard-mockups).
    dashboardMockupsPlugin,
    // Shows a reader's stored tab choice (e.g. Python samples) before the page
    // hydrates, so applying it does not shift the layout (src/lib/tabChoice.ts).
    tabChoicePlugin,
    // The navbar item components the navbar uses, and no other, in every
    // page's first load (plugins/navbar-item-types).
    navbarItemTypesPlugin,
    // The diagrams: drawing starts as soon as content loads (plugins/rehype-mermaid-svg/plugin.ts).
    mermaidDiagramsPlugin,
    // The flag that keeps code blocks' text, schema tables' rows and drawings
    // in the server bundle, and their files (plugins/server-only-content/plugin.ts).
    serverOnlyContentPlugin,
    // Lazy chunks named by id (a smaller chunk map in every first load) and
    // V8's compile hint on every script (plugins/client-bundle).
    clientBundlePlugin,
    // Each page's HTML lists the scripts its start-up needs, so they download
    // beside the main bundle, not after it (plugins/page-scripts).
    pageScriptsPlugin,
    // The stylesheets' PostCSS step without a config-file search or a preset
    // that the faster bundler's CSS minifier makes redundant (plugins/postcss-options).
    postcssOptionsPlugin,
    // The code tokens' colours as classes, not a style attribute on every token (plugins/prism-token-css).
    prismTokenCss,
    // Offline search: the Pagefind index of every docs page, written after the
    // build into /pagefind/ (the box and /search are src/theme/SearchBar and src/pages/search.tsx).
    searchIndexPlugin,
    // Writes the changelog's Atom feed (/changelog.xml) and links it from every page.
    './plugins/changelog-feed/index.ts',
    // Test-only pages (a crash trigger, the engine's storage setters) exist in
    // test builds alone: production never loads this plugin.
    ...(settings.isTestBuild ? ['./plugins/test-hooks/index.ts'] : []),
    // Serving (deploy/README.md): the web server's security headers and
    // redirects for this build and its settings. (The .gz/.br copies are a
    // step after the build: plugins/precompress/cli.mts.)
    [serverConfigPlugin, { settings }],
    // Writes every page as Markdown, /llms.txt, /llms-full.txt and the Postman
    // collection after the build (not for test builds: no test of theirs reads them).
    ...(settings.isTestBuild ? [] : ['./plugins/llms/index.ts']),
    // Moves Prism out of the main bundle into the code blocks' on-demand chunk.
    './plugins/prism-on-demand/index.ts',
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    },
    announcementBar,
    navbar,
    footer,
    prism,
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  } satisfies Preset.ThemeConfig,
};

export default config;
