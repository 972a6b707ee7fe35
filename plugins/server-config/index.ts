/**
 * Docusaurus plugin: after the build, writes the parts of the web server's
 * configuration that depend on this build into deploy/generated/ (for the
 * output folder build/; deploy/generated-<folder>/ for any other, such as the
 * test build's build-test/):
 *
 *   http.conf              nginx, in `http {}`: the Cache-Control of each path
 *                          (./cacheRules.ts), the headers' values; with CSP_REPORT_PATH, the
 *                          report log's format and the server that answers reports
 *   security-headers.conf  nginx `add_header` lines: the CSP (the build's own
 *                          inline-script hashes, the widgets' hosts when the
 *                          build's settings turn them on, the report path when
 *                          set) and the other headers
 *   canonical-urls.conf    nginx redirects from every other spelling of a
 *                          page's address to the one the site links to
 *   csp-reports.conf       nginx location receiving CSP reports (empty when off)
 *   headers.json           the same headers and redirects, as data, from which
 *                          ./staticHostCli.mts writes the output folder's
 *                          _headers and _redirects once the build is complete
 *
 * deploy/nginx.conf and deploy/site.conf include the .conf files; see deploy/README.md.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { canonicalRedirects } from './canonicalUrls';
import { cspHashSource, inlineScriptHashes } from './inlineScripts';
import { renderCacheMap } from './cacheRules';
import { renderCspReportLocation, renderHeaderMaps, renderHeaders, renderHttpConf, renderRedirects } from './nginx';
import { contentSecurityPolicy, securityHeaders, type ServerSettings } from './securityHeaders';
import { sessionRecordingSnippet } from './sessionRecordingSnippet';

export interface ServerConfigOptions {
  /** The settings the site build itself uses (from readSiteSettings). */
  settings: ServerSettings;
}

/**
 * Where a build's server configuration goes: deploy/generated/ for build/,
 * deploy/generated-<folder>/ for another output folder, so that two builds
 * never overwrite each other's. (scripts/nginx.mjs applies the same rule.)
 */
export function generatedDirFor(siteDir: string, outDir: string): string {
  const folder = path.relative(siteDir, outDir);
  return path.join(siteDir, 'deploy', folder === 'build' ? 'generated' : `generated-${path.basename(outDir)}`);
}

/** Every file of the build, as the path a browser requests (`/assets/js/main.1a2b3c4d.js`). */
export async function readFilePaths(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .sort();
}

async function readPages(outDir: string, files: readonly string[]): Promise<string[]> {
  const pages = files.filter((file) => file.endsWith('.html'));
  return Promise.all(pages.map((file) => readFile(path.join(outDir, file), 'utf8')));
}

/** Docusaurus hands plugin options over untyped: check the shape the config passes. */
function readOptions(options: unknown): ServerConfigOptions {
  const { settings } = (options ?? {}) as Partial<ServerConfigOptions>;
  if (
    typeof settings !== 'object' ||
    settings === null ||
    !('chatAppId' in settings) ||
    !('sessionRecordingSiteId' in settings) ||
    !('cspReportPath' in settings)
  ) {
    throw new Error('server-config: pass { settings: readSiteSettings(process.env) } as the plugin options.');
  }
  return { settings };
}

export default function serverConfigPlugin(context: LoadContext, options: unknown): Plugin {
  const { settings } = readOptions(options);
  return {
    name: 'server-config',
    async postBuild({ outDir, routesPaths }) {
      const target = generatedDirFor(context.siteDir, outDir);
      const files = await readFilePaths(outDir);
      const scriptHashes = inlineScriptHashes(await readPages(outDir, files));
      if (settings.sessionRecordingSiteId !== null) {
        scriptHashes.push(cspHashSource(sessionRecordingSnippet(settings.sessionRecordingSiteId)));
      }
      const reportPath = settings.cspReportPath;
      if (reportPath !== null && (routesPaths.includes(reportPath) || files.includes(reportPath))) {
        throw new Error(`CSP_REPORT_PATH "${reportPath}" is an address of the site: choose a path it does not use.`);
      }
      const headers = securityHeaders(contentSecurityPolicy(settings, scriptHashes), reportPath);
      const redirects = canonicalRedirects(routesPaths);

      await rm(target, { recursive: true, force: true });
      await mkdir(target, { recursive: true });
      await Promise.all([
        writeFile(
          path.join(target, 'http.conf'),
          renderHttpConf(renderCacheMap(), renderHeaderMaps(headers), reportPath),
        ),
        writeFile(path.join(target, 'security-headers.conf'), renderHeaders(headers)),
        writeFile(path.join(target, 'canonical-urls.conf'), renderRedirects(redirects)),
        writeFile(path.join(target, 'csp-reports.conf'), renderCspReportLocation(reportPath)),
        writeFile(path.join(target, 'headers.json'), `${JSON.stringify({ headers, redirects }, null, 2)}\n`),
      ]);
      console.log(
        `[server-config] ${path.relative(context.siteDir, target)}: ${scriptHashes.length} inline-script hashes, ` +
          `${redirects.length} canonical-address redirects`,
      );
    },
  };
}
