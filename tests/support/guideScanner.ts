/**
 * Finds the API requests shown in a page's code (method, path and request
 * body field names) so a test can check each against the OpenAPI document.
 *
 * Recognised shapes, per code block: curl (`-X`, `-d '{json}'`), fetch
 * (`method: 'POST'`, `JSON.stringify({...})`), requests (`requests.post(`,
 * `json={...}`), PHP curl (`CURLOPT_CUSTOMREQUEST => 'POST'`,
 * `json_encode([...])`), Ruby net/http (`Net::HTTP::Post`,
 * `JSON.generate({...})`), and plain `POST /v1/refunds` lines or inline code.
 */

export interface FoundRequest {
  method: string;
  /** Path relative to the API base URL, e.g. /refunds/ref_123 */
  path: string;
  /** Body field names, with their parent chain (`line_items.name`). Metadata contents are skipped. */
  fields: string[];
  /** Where it was found, for failure messages. */
  source: string;
}

export interface CodeBlock {
  lang: string;
  code: string;
  line: number;
}

/** Fenced code blocks of a Markdown/MDX document. */
export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split('\n');
  let open: { fence: string; lang: string; start: number; body: string[] } | undefined;
  lines.forEach((line, index) => {
    const fence = /^\s*(`{3,}|~{3,})(\S*)/.exec(line);
    if (!open && fence?.[1]) {
      open = { fence: fence[1], lang: fence[2] ?? '', start: index + 1, body: [] };
    } else if (open && line.trim().startsWith(open.fence) && line.trim().replace(/[`~]/g, '') === '') {
      blocks.push({ lang: open.lang, code: open.body.join('\n'), line: open.start });
      open = undefined;
    } else if (open) {
      open.body.push(line);
    }
  });
  return blocks;
}

const methodPatterns: RegExp[] = [
  /-X\s+([A-Z]+)/,
  /method:\s*['"]([A-Za-z]+)['"]/,
  /requests\.(get|post|patch|put|delete)\(/,
  /CURLOPT_CUSTOMREQUEST\s*=>\s*['"]([A-Za-z]+)['"]/,
  /Net::HTTP::(Get|Post|Patch|Put|Delete)\b/,
];

/** The text between `open` (which ends with an opening bracket) and its balanced close. */
export function balancedAfter(text: string, marker: RegExp): string | undefined {
  const match = marker.exec(text);
  if (!match) return undefined;
  const start = match.index + match[0].length - 1;
  const opener = text[start];
  const closer = opener === '{' ? '}' : opener === '[' ? ']' : opener === '(' ? ')' : undefined;
  if (!closer || !opener) return undefined;
  let depth = 0;
  let quote: string | undefined;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') {
      depth--;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return undefined;
}

const bodyMarkers: RegExp[] = [/JSON\.stringify\(/, /json=\{/, /json_encode\(/, /JSON\.generate\(/];

/** Field names in a body literal of any sample language, as dotted paths; metadata contents skipped. */
export function bodyFields(literal: string): string[] {
  const fields: string[] = [];
  const stack: (string | undefined)[] = [];
  let pendingKey: string | undefined;
  let skipDepth: number | undefined;
  const keyPattern = /^(?:"([A-Za-z_][\w]*)"|'([A-Za-z_][\w]*)'|([A-Za-z_][\w]*))\s*(?::(?!:)|=>)/;
  for (let i = 0; i < literal.length; i++) {
    const rest = literal.slice(i);
    const c = literal[i];
    if (c === '"' || c === "'") {
      const key = keyPattern.exec(rest);
      if (key) {
        pendingKey = key[1] ?? key[2];
        if (skipDepth === undefined && pendingKey) fields.push([...stack.filter(Boolean), pendingKey].join('.'));
        i += key[0].length - 1;
        continue;
      }
      // Skip a string value.
      const end = literal.indexOf(c, i + 1);
      i = end === -1 ? literal.length : end;
      continue;
    }
    if (/[A-Za-z_]/.test(c ?? '') && !/[\w]/.test(literal[i - 1] ?? '')) {
      const key = keyPattern.exec(rest);
      if (key?.[3]) {
        pendingKey = key[3];
        if (skipDepth === undefined) fields.push([...stack.filter(Boolean), pendingKey].join('.'));
        i += key[0].length - 1;
        continue;
      }
    }
    if (c === '{' || c === '[') {
      stack.push(pendingKey);
      if (pendingKey === 'metadata' && skipDepth === undefined) skipDepth = stack.length;
      pendingKey = undefined;
    } else if (c === '}' || c === ']') {
      if (skipDepth === stack.length) skipDepth = undefined;
      stack.pop();
    } else if (c === ',') {
      pendingKey = undefined;
    }
  }
  return [...new Set(fields)];
}

function curlBody(code: string): string | undefined {
  const match = /(?:-d|--data(?:-raw)?)\s+'([\s\S]*?)'(?:\s*\\?\s*$|\s)/m.exec(code);
  return match?.[1];
}

/**
 * Requests in one code block. `baseUrls` are the spellings of the API base
 * URL to recognise (the real one and its brand token).
 */
export function requestsInBlock(block: CodeBlock, baseUrls: readonly string[], source: string): FoundRequest[] {
  const found: FoundRequest[] = [];
  const escaped = baseUrls.map((u) => u.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const urlPattern = new RegExp(`(?:${escaped})(/[^\\s'"\`?)]*)`, 'g');
  const paths = [...block.code.matchAll(urlPattern)].map((m) => m[1] ?? '');
  if (paths.length > 0) {
    const explicit = methodPatterns.map((p) => p.exec(block.code)?.[1]).find(Boolean);
    const body = curlBody(block.code) ?? bodyMarkers.map((m) => balancedAfter(block.code, m)).find(Boolean);
    const method = (explicit ?? (body ? 'POST' : 'GET')).toUpperCase();
    const fields = body ? bodyFields(body) : [];
    for (const path of new Set(paths)) found.push({ method, path, fields, source: `${source}:${block.line}` });
  }
  for (const match of block.code.matchAll(/\b(GET|POST|PUT|PATCH|DELETE)\s+\/v1(\/[^\s'"`?)]*)/g)) {
    found.push({ method: match[1] ?? '', path: match[2] ?? '', fields: [], source: `${source}:${block.line}` });
  }
  return found;
}

/** Every request shown in a Markdown/MDX page: code blocks and inline `METHOD /v1/path` mentions. */
export function requestsInPage(markdown: string, baseUrls: readonly string[], source: string): FoundRequest[] {
  const blocks = codeBlocks(markdown);
  const found = blocks.flatMap((block) => requestsInBlock(block, baseUrls, source));
  const withoutBlocks = markdown.replace(/^\s*(`{3,}|~{3,})[\s\S]*?^\s*\1\s*$/gm, '');
  for (const match of withoutBlocks.matchAll(/`(GET|POST|PUT|PATCH|DELETE)\s+\/v1(\/[^\s`?]*)[^`]*`/g)) {
    found.push({ method: match[1] ?? '', path: match[2] ?? '', fields: [], source: `${source} (inline)` });
  }
  return found;
}
