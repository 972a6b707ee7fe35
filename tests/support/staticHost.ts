/**
 * Reads a static host's `_headers` and `_redirects` files back, and answers a
 * request as such a host does with them (Netlify, Cloudflare Pages): a
 * redirect rule first; then the file, or a folder's index.html; then the
 * not-found page, /404.html, with status 404. Every `_headers` rule whose
 * pattern matches adds its headers (a trailing `*` matches any rest of the
 * path); a header no rule sets keeps the host's default. The hosts' own
 * trailing-slash handling is out of the model: deploy/README.md says how to
 * turn it off.
 */

export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

function contentLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of contentLines(text)) {
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const match = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    if (!rule || !match) throw new Error(`_headers: cannot read "${line}"`);
    const [, name = '', value = ''] = match;
    if (name in rule.headers) throw new Error(`_headers: ${rule.pattern} sets ${name} twice`);
    rule.headers[name] = value;
  }
  return rules;
}

export function parseRedirectsFile(text: string): RedirectRule[] {
  return contentLines(text).map((line) => {
    const [from, to, status, ...rest] = line.trim().split(/\s+/);
    if (!from || !to || !status || rest.length > 0) throw new Error(`_redirects: cannot read "${line}"`);
    return { from, to, status: Number(status) };
  });
}

export function patternMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

export interface HostAnswer {
  status: number;
  location?: string;
  /** The headers the rules set (names as written); the host adds its defaults for the others. */
  headers: Record<string, string>;
}

/**
 * The answer to GET `path` (no query) from a host serving `files` (paths
 * from `/`) with these rules. A header set by two matching rules is an
 * error: the hosts disagree on what it becomes.
 */
export function hostAnswer(
  path: string,
  files: ReadonlySet<string>,
  headerRules: readonly HeaderRule[],
  redirectRules: readonly RedirectRule[],
): HostAnswer {
  const headers: Record<string, string> = {};
  for (const rule of headerRules) {
    if (!patternMatches(rule.pattern, path)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      if (name in headers) throw new Error(`_headers: two rules set ${name} for ${path}`);
      headers[name] = value;
    }
  }
  const redirect = redirectRules.find((rule) => rule.from === path);
  if (redirect) return { status: redirect.status, location: redirect.to, headers };
  const file = path.endsWith('/') ? `${path}index.html` : path;
  if (files.has(file) || files.has(`${path}/index.html`)) return { status: 200, headers };
  return { status: 404, headers };
}
