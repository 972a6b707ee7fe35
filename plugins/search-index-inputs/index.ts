/**
 * Makes the search index's file name change whenever the index can change.
 *
 * The search plugin names its index `search-index-<hash>.json` with a hash of
 * the Markdown under its `docsDir` only, computed when the config loads. The
 * index also depends on code: the changelog data, components, the OpenAPI
 * generator, the search options. So the config writes one more Markdown file,
 * holding a digest of those inputs, into a folder passed as an extra
 * `docsDir`: any change to them changes the hash, and no browser keeps a
 * stale cached index.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the built pages, and so the index, are made from (besides docs/). */
export const indexInputs = [
  'src',
  'plugins',
  'config',
  'openapi',
  'docusaurus.config.ts',
  'sidebars.ts',
  'package-lock.json',
  'patches',
];

function filesUnder(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

/** A digest of the inputs' paths and contents, in a stable order. */
export function inputsDigest(siteDir: string, inputs: readonly string[] = indexInputs): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const absolute = path.join(siteDir, input);
    let files: string[];
    try {
      files = filesUnder(absolute);
    } catch {
      continue; // An input that does not exist contributes nothing.
    }
    for (const file of files) {
      hash.update(path.relative(siteDir, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/** Writes the digest as Markdown into `outDir` and returns that folder, for `docsDir`. */
export function writeIndexInputsDigest(siteDir: string, outDir: string): string {
  const folder = path.join(siteDir, outDir);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'inputs.md'), `Search index inputs: ${inputsDigest(siteDir)}\n`);
  return outDir;
}
