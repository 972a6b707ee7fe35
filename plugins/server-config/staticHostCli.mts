/**
 * A plain step after the build: `tsx plugins/server-config/staticHostCli.mts [dir]`
 * (default build/) writes `_headers` and `_redirects` into the output folder,
 * for a static host or CDN that reads them from there (Netlify, Cloudflare
 * Pages), from the headers and redirects the build wrote for nginx
 * (deploy/generated/headers.json). It runs once the engine has finished
 * because the file list decides the cache rules, and the search index is
 * written by another plugin's postBuild, beside this one's.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Redirect } from './canonicalUrls';
import { hashedPathRules } from './cacheRules';
import { generatedDirFor, readFilePaths } from './index';
import { renderHeadersFile, renderRedirectsFile } from './staticHost';

const outDir = path.resolve(process.argv[2] ?? 'build');
const generated = path.join(generatedDirFor(process.cwd(), outDir), 'headers.json');
const { headers, redirects } = JSON.parse(await readFile(generated, 'utf8')) as {
  headers: Record<string, string>;
  redirects: Redirect[];
};
// The precompressed copies are not uploaded to a static host, which compresses by itself.
const uploaded = (await readFilePaths(outDir)).filter((file) => !/\.(br|gz)$/.test(file));
const rules = hashedPathRules(uploaded);
await Promise.all([
  writeFile(path.join(outDir, '_headers'), renderHeadersFile(headers, rules)),
  writeFile(path.join(outDir, '_redirects'), renderRedirectsFile(redirects)),
]);
console.log(
  `[server-config] ${path.relative(process.cwd(), outDir)}/_headers (${rules.length + 1} rules) and ` +
    `_redirects (${redirects.length}) for a static host`,
);
