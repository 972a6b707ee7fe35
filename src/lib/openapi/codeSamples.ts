/**
 * Turns one HTTP request into runnable code in each sample language, using
 * the language's usual client: curl, Node.js's built-in fetch, PHP's curl
 * extension, Python's requests and Ruby's net/http. Pure, so the static API
 * pages and the in-browser request builder share it.
 */
import { secretKeyPlaceholder } from '../../data/facts/sampleValues';
import type { SampleLanguage } from '../languages';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface SampleRequest {
  method: HttpMethod;
  /** Absolute URL with path parameters filled in, without the query string. */
  url: string;
  query?: Readonly<Record<string, string | number | boolean>>;
  /** Extra headers (Content-Type is added when there is a body). */
  headers?: Readonly<Record<string, string>>;
  body?: JsonValue;
  /** The secret key, sent as the HTTP Basic username with an empty password. */
  secretKey: string;
}

/** The key the samples show until the reader enters theirs (the "Your values" panel). */
export const placeholderSecretKey = secretKeyPlaceholder;

export function fullUrl(request: Pick<SampleRequest, 'url' | 'query'>): string {
  const entries = Object.entries(request.query ?? {});
  if (entries.length === 0) return request.url;
  const search = new URLSearchParams(entries.map(([key, value]) => [key, String(value)]));
  return `${request.url}?${search.toString()}`;
}

function hasBody(request: SampleRequest): request is SampleRequest & { body: JsonValue } {
  return request.body !== undefined;
}

function headerList(request: SampleRequest): [string, string][] {
  const headers: [string, string][] = [];
  if (hasBody(request)) headers.push(['Content-Type', 'application/json']);
  headers.push(...Object.entries(request.headers ?? {}));
  return headers;
}

const singleQuoteForShell = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;
const singleQuoteForPhpOrRuby = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function pad(level: number, unit: string): string {
  return unit.repeat(level);
}

/** Renders a JSON value as a literal of the target language. */
function literal(value: JsonValue, lang: 'js' | 'python' | 'php' | 'ruby', level = 0): string {
  const unit = lang === 'python' || lang === 'php' ? '    ' : '  ';
  const inner = pad(level + 1, unit);
  const outer = pad(level, unit);
  if (value === null) return { js: 'null', python: 'None', php: 'null', ruby: 'nil' }[lang];
  if (typeof value === 'boolean') {
    if (lang === 'python') return value ? 'True' : 'False';
    return String(value);
  }
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    return lang === 'php' || lang === 'ruby' ? singleQuoteForPhpOrRuby(value) : JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => `${inner}${literal(item, lang, level + 1)}`);
    return `[\n${items.join(',\n')}${lang === 'ruby' ? '' : ','}\n${outer}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) {
    return { js: '{}', python: '{}', php: '(object) []', ruby: '{}' }[lang];
  }
  const rows = entries.map(([key, item]) => {
    const rendered = literal(item, lang, level + 1);
    switch (lang) {
      case 'js':
        return `${inner}${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${rendered}`;
      case 'python':
        return `${inner}${JSON.stringify(key)}: ${rendered}`;
      case 'php':
        return `${inner}${singleQuoteForPhpOrRuby(key)} => ${rendered}`;
      case 'ruby':
        return `${inner}${/^[a-z_][a-z0-9_]*$/i.test(key) ? `${key}:` : `${singleQuoteForPhpOrRuby(key)} =>`} ${rendered}`;
    }
  });
  const [open, close] = lang === 'php' ? ['[', ']'] : ['{', '}'];
  return `${open}\n${rows.join(',\n')}${lang === 'ruby' ? '' : ','}\n${outer}${close}`;
}

export function curlSample(request: SampleRequest): string {
  const lines = [`curl ${singleQuoteForShell(fullUrl(request))}`];
  if (request.method !== 'get' || hasBody(request)) lines.push(`-X ${request.method.toUpperCase()}`);
  lines.push(`-u ${singleQuoteForShell(`${request.secretKey}:`)}`);
  for (const [name, value] of headerList(request)) lines.push(`-H ${singleQuoteForShell(`${name}: ${value}`)}`);
  if (hasBody(request)) lines.push(`-d ${singleQuoteForShell(JSON.stringify(request.body, null, 2))}`);
  return lines.join(' \\\n  ');
}

export function nodeSample(request: SampleRequest): string {
  const headers = [
    `    Authorization: \`Basic \${Buffer.from(${JSON.stringify(`${request.secretKey}:`)}).toString('base64')}\`,`,
    ...headerList(request).map(([name, value]) => `    ${JSON.stringify(name)}: ${JSON.stringify(value)},`),
  ];
  const options = [
    `  method: ${JSON.stringify(request.method.toUpperCase())},`,
    `  headers: {\n${headers.join('\n')}\n  },`,
  ];
  if (hasBody(request)) options.push(`  body: JSON.stringify(${literal(request.body, 'js', 1)}),`);
  return [
    `const response = await fetch(${JSON.stringify(fullUrl(request))}, {`,
    ...options,
    '});',
    '',
    'console.log(response.status, await response.json());',
  ].join('\n');
}

export function phpSample(request: SampleRequest): string {
  const headers = headerList(request).map(([name, value]) => singleQuoteForPhpOrRuby(`${name}: ${value}`));
  const options = [
    `    CURLOPT_CUSTOMREQUEST => ${singleQuoteForPhpOrRuby(request.method.toUpperCase())},`,
    `    CURLOPT_USERPWD => ${singleQuoteForPhpOrRuby(`${request.secretKey}:`)},`,
    '    CURLOPT_RETURNTRANSFER => true,',
  ];
  if (headers.length > 0) options.push(`    CURLOPT_HTTPHEADER => [${headers.join(', ')}],`);
  if (hasBody(request)) options.push(`    CURLOPT_POSTFIELDS => json_encode(${literal(request.body, 'php', 1)}),`);
  return [
    '<?php',
    `$ch = curl_init(${singleQuoteForPhpOrRuby(fullUrl(request))});`,
    'curl_setopt_array($ch, [',
    ...options,
    ']);',
    '$body = curl_exec($ch);',
    '$status = curl_getinfo($ch, CURLINFO_HTTP_CODE);',
    'curl_close($ch);',
    '',
    'echo $status, PHP_EOL, $body, PHP_EOL;',
  ].join('\n');
}

export function pythonSample(request: SampleRequest): string {
  const args = [`    ${JSON.stringify(request.url)},`, `    auth=(${JSON.stringify(request.secretKey)}, ""),`];
  const extraHeaders = Object.entries(request.headers ?? {});
  if (extraHeaders.length > 0) {
    const rendered = extraHeaders.map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`);
    args.push(`    headers={${rendered.join(', ')}},`);
  }
  if (request.query && Object.keys(request.query).length > 0) {
    args.push(`    params=${literal(request.query as Record<string, JsonValue>, 'python', 1)},`);
  }
  if (hasBody(request)) args.push(`    json=${literal(request.body, 'python', 1)},`);
  return [
    'import requests',
    '',
    `response = requests.${request.method}(`,
    ...args,
    ')',
    '',
    'print(response.status_code, response.json())',
  ].join('\n');
}

export function rubySample(request: SampleRequest): string {
  const className = request.method.charAt(0).toUpperCase() + request.method.slice(1);
  const lines = [
    "require 'json'",
    "require 'net/http'",
    '',
    `uri = URI(${singleQuoteForPhpOrRuby(fullUrl(request))})`,
    `request = Net::HTTP::${className}.new(uri)`,
    `request.basic_auth(${singleQuoteForPhpOrRuby(request.secretKey)}, '')`,
    ...headerList(request).map(
      ([name, value]) => `request[${singleQuoteForPhpOrRuby(name)}] = ${singleQuoteForPhpOrRuby(value)}`,
    ),
  ];
  if (hasBody(request)) lines.push(`request.body = JSON.generate(${literal(request.body, 'ruby')})`);
  lines.push(
    '',
    'response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: true) do |http|',
    '  http.request(request)',
    'end',
    '',
    'puts response.code, response.body',
  );
  return lines.join('\n');
}

export function allSamples(request: SampleRequest): Record<SampleLanguage, string> {
  return {
    curl: curlSample(request),
    node: nodeSample(request),
    php: phpSample(request),
    python: pythonSample(request),
    ruby: rubySample(request),
  };
}
