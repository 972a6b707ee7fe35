/**
 * The inline scripts a page runs, and their CSP hashes. The engine emits a
 * few small inline scripts (colour mode, query-string data attributes); a
 * Content-Security-Policy without 'unsafe-inline' must list each one's
 * SHA-256, computed from the built HTML so it can never be out of date.
 */
import { createHash } from 'node:crypto';

/** MIME types a browser executes as classic scripts, plus modules. */
const executableTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'application/x-javascript',
]);

const scriptElement = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const srcAttribute = /(?:^|\s)src\s*=/i;
const typeAttribute = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** The type a script element declares, lower-cased and without parameters. */
function scriptType(attributes: string): string {
  const match = typeAttribute.exec(attributes);
  const value = match ? (match[1] ?? match[2] ?? match[3] ?? '') : '';
  return value.split(';')[0]!.trim().toLowerCase();
}

/**
 * The text of every inline script the browser would execute: no `src`, and a
 * JavaScript type (data blocks such as JSON-LD are not scripts to CSP).
 */
export function extractInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(scriptElement)) {
    if (srcAttribute.test(attributes)) continue;
    if (!executableTypes.has(scriptType(attributes))) continue;
    if (body.length === 0) continue;
    scripts.push(body);
  }
  return scripts;
}

/** A CSP hash source for a script's exact text: 'sha256-<base64>'. */
export function cspHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The distinct hash sources of every inline script in these pages, sorted. */
export function inlineScriptHashes(pages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of pages) {
    for (const script of extractInlineScripts(html)) hashes.add(cspHashSource(script));
  }
  return [...hashes].sort();
}
