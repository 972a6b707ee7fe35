/**
 * Docusaurus plugin: after each production build, writes the site's
 * machine-readable forms next to the HTML, from the same sources:
 *
 *   <page>.md / <folder>/index.md   every page as plain Markdown
 *   /llms.txt, /llms-full.txt       the index for AI agents, and all pages in one file
 *   /openapi/paysari.postman_collection.json   generated from the OpenAPI document
 *   /.well-known/api-catalog, /skill.md   the files coding agents look for (./agentFiles.ts)
 *
 * Docs pages come from the docs plugin's own metadata (title, description,
 * permalink, source file, sidebar order), so routing rules are never copied.
 *
 * The Markdown is converted from the pages' MDX, not from the HTML, parsed
 * as the engine parses it (./markdown.ts). A production build converts in a
 * worker thread (./worker.mjs, started with the plugin so that its modules
 * are loaded by then) as soon as the engine has loaded the docs, beside the
 * bundler; postBuild waits for it and writes the files. (On the build's main
 * thread the conversion would also hold up the search index, whose pages are
 * handed over from that thread.)
 */
import { Worker } from 'node:worker_threads';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { markdownUrl } from '../../src/lib/markdownUrl';
import { apiDownloads } from '../../src/lib/apiDownloads';
import { agentFilePaths, apiCatalog, skillMd } from './agentFiles';
import type { DocMeta, Outputs, OutputsInput } from './outputs';
type Sidebar = LoadedContent['loadedVersions'][number]['sidebars'][string];

/** Doc ids in the order the sidebars show them. */
export function sidebarOrder(sidebars: Readonly<Record<string, Sidebar>>): string[] {
  const ids: string[] = [];
  const walk = (items: Sidebar): void => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') ids.push(item.id);
      if (item.type === 'category') {
        if (item.link?.type === 'doc') ids.push(item.link.id);
        walk(item.items);
      }
    }
  };
  Object.values(sidebars).forEach(walk);
  return [...new Set(ids)];
}

/**
 * Where a page's Markdown is written: markdownUrl(path), and for an index
 * page (/docs/api/refunds/) also its path without the slash plus .md
 * (/docs/api/refunds.md), since the site serves the page at both paths.
 */
export function markdownPaths(pagePath: string): string[] {
  const paths = [markdownUrl(pagePath)];
  if (pagePath.endsWith('/') && pagePath !== '/') paths.push(markdownUrl(pagePath.slice(0, -1)));
  return paths;
}

/**
 * A worker thread that loads ./outputs.ts at once, converts when it gets
 * the pages, and answers when told to finish. It does not hold the process
 * open until then.
 */
function conversionWorker(): {
  start(input: OutputsInput): void;
  finish(): Promise<Outputs>;
} {
  const worker = new Worker(path.join(__dirname, 'worker.mjs'));
  worker.unref();
  const result = new Promise<Outputs>((resolve, reject) => {
    worker.once('message', (outputs: Outputs) => {
      resolve(outputs);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`llms: the worker exited (${code}) before its outputs`)));
  });
  // Reported when finishing (a failure to load or to convert, before that, too).
  result.catch(() => {});
  return {
    start: (docs) => worker.postMessage({ docs }),
    finish() {
      worker.ref();
      worker.postMessage({ finish: true });
      return result;
    },
  };
}

export default function llmsPlugin(context: LoadContext): Plugin {
  const { siteDir, siteConfig, baseUrl } = context;
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  let docs: DocMeta[] = [];
  // Only a build writes them (postBuild): `docusaurus start` does not convert.
  // A production build starts the worker now, to load its modules while the
  // engine loads the site on one core; it converts while the bundler runs.
  const worker = process.env.NODE_ENV === 'production' ? conversionWorker() : undefined;

  return {
    name: 'llms',
    async allContentLoaded({ allContent }) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const version = content?.loadedVersions[0];
      if (!version) throw new Error('llms: the docs plugin loaded no version');
      const order = sidebarOrder(version.sidebars);
      const rank = (id: string): number => (order.includes(id) ? order.indexOf(id) : -1);
      docs = [...version.docs]
        .sort((a, b) => rank(a.id) - rank(b.id))
        .map((doc) => ({
          id: doc.id,
          permalink: doc.permalink,
          title: doc.title,
          description: doc.description,
          frontMatter: doc.frontMatter,
          sourcePath: doc.source.replace(/^@site\//, ''),
        }));
      worker?.start({ siteDir, siteUrl, docs });
    },
    async postBuild({ outDir }) {
      const started = Date.now();
      // A development build (`docusaurus build --dev`) converts now, from the sources.
      let conversion = worker;
      if (!conversion) {
        conversion = conversionWorker();
        conversion.start({ siteDir, siteUrl, docs });
      }
      const { pages, llmsTxt, llmsFullTxt, postman, postmanRequests } = await conversion.finish();
      // Site paths include the base URL; files live under outDir without it.
      const fileOf = (urlPath: string): string => path.join(outDir, urlPath.slice(baseUrl.length - 1));
      await Promise.all(
        pages.flatMap((page) =>
          markdownPaths(page.path).map(async (urlPath) => {
            const file = fileOf(urlPath);
            await mkdir(path.dirname(file), { recursive: true });
            await writeFile(file, page.markdown, 'utf8');
          }),
        ),
      );
      await writeFile(fileOf('/llms.txt'), llmsTxt, 'utf8');
      await writeFile(fileOf('/llms-full.txt'), llmsFullTxt, 'utf8');
      await mkdir(path.dirname(fileOf(apiDownloads.postman)), { recursive: true });
      await writeFile(fileOf(apiDownloads.postman), postman, 'utf8');
      await mkdir(path.dirname(fileOf(agentFilePaths.apiCatalog)), { recursive: true });
      await writeFile(fileOf(agentFilePaths.apiCatalog), `${JSON.stringify(apiCatalog(siteUrl), null, 2)}\n`, 'utf8');
      await writeFile(fileOf(agentFilePaths.skill), skillMd(siteUrl), 'utf8');
      console.log(
        `[llms] ${pages.length} Markdown pages, llms.txt, ` +
          `llms-full.txt, a Postman collection (${postmanRequests} requests), the API catalog and skill.md, written ${Date.now() - started} ms into postBuild`,
      );
    },
  };
}
