/**
 * Docusaurus plugin: after the build, writes the parts of the web server's
 * configuration that depend on this build into deploy/generated/ (for the
 * output folder build/; deploy/generated-<folder>/ for any other, such as the
 * test build's build-test/):
 *
 *   security-headers.conf  nginx `add_header` lines: the CSP (the build's own
 *                          inline-script hashes, the widgets' hosts when the
 *                          build's settings turn them on) and the other headers
 *   canonical-urls.conf    nginx redirects from every other spelling of a
 *                          page's address to the one the site links to
 *   headers.json           the same headers and redirects, for a CDN
 *
 * deploy/nginx.conf includes the two .conf files; see deploy/README.md.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { canonicalRedirects } from './canonicalUrls';
import { cspHashSource, inlineScriptHashes } from './inlineScripts';
import { renderHeaders, renderRedirects } from './nginx';
import { contentSecurityPolicy, securityHeaders, type WidgetSettings } from './securityHeaders';
import { sessionRecordingSnippet } from './sessionRecordingSnippet';

export interface ServerConfigOptions {
  /** The settings the site build itself uses (from readSiteSettings). */
  settings: WidgetSettings;
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

async function readPages(outDir: string): Promise<string[]> {
  const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html'));
  return Promise.all(files.map((file) => readFile(path.join(outDir, file), 'utf8')));
}

/** Docusaurus hands plugin options over untyped: check the shape the config passes. */
function readOptions(options: unknown): ServerConfigOptions {
  const { settings } = (options ?? {}) as Partial<ServerConfigOptions>;
  if (
    typeof settings !== 'object' ||
    settings === null ||
    !('chatAppId' in settings) ||
    !('sessionRecordingSiteId' in settings)
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
      const scriptHashes = inlineScriptHashes(await readPages(outDir));
      if (settings.sessionRecordingSiteId !== null) {
        scriptHashes.push(cspHashSource(sessionRecordingSnippet(settings.sessionRecordingSiteId)));
      }
      const headers = securityHeaders(contentSecurityPolicy(settings, scriptHashes));
      const redirects = canonicalRedirects(routesPaths);

      await rm(target, { recursive: true, force: true });
      await mkdir(target, { recursive: true });
      await Promise.all([
        writeFile(path.join(target, 'security-headers.conf'), renderHeaders(headers)),
        writeFile(path.join(target, 'canonical-urls.conf'), renderRedirects(redirects)),
        writeFile(path.join(target, 'headers.json'), `${JSON.stringify({ headers, redirects }, null, 2)}\n`),
      ]);
      console.log(
        `[server-config] ${path.relative(context.siteDir, target)}: ${scriptHashes.length} inline-script hashes, ` +
          `${redirects.length} canonical-address redirects`,
      );
    },
  };
}
