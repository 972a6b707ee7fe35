/**
 * Renders the API reference pages as MDX from the resolved OpenAPI document.
 * Prose comes from the document's descriptions; tables are data passed to
 * small components; code samples come from the shared sample generator.
 * These pages are the only rendering: their Markdown copies (plugins/llms)
 * are converted from this MDX like every other page's.
 */
import { apiDownloadsLine } from '../../src/lib/apiDownloads';
import { sampleLanguages, languageTabGroup } from '../../src/lib/languages';
import { firstExample, operationSamples } from '../../src/lib/openapi/operationSamples';
import { parameterRows, propertyRows, type SchemaRow } from '../../src/lib/openapi/schemaRows';
import type { OpenApiDocument, OperationEntry, Parameter, Response, Tag } from '../../src/lib/openapi/types';
import { statusLine, statusText } from '../../src/lib/openapi/httpStatus';
import { operationKeywords } from './searchKeywords';

/** A response header as the document describes it, once `$ref`s are resolved. */
interface HeaderObject {
  description?: string;
  schema?: { type?: string | string[] };
}

/**
 * A response's headers as table rows (name, type, description): `Retry-After`
 * on a `429`, the `RateLimit-*` headers on every response.
 */
export function responseHeaderRows(response: Response): [string, string, string][] {
  return Object.entries(response.headers ?? {}).map(([name, value]) => {
    const header = value as HeaderObject;
    const type = header.schema?.type;
    return [name, Array.isArray(type) ? type.join(' or ') : (type ?? 'string'), header.description ?? ''];
  });
}

/** Escapes MDX-significant characters in prose, leaving code spans alone. */
export function escapeMdx(markdown: string): string {
  return markdown
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') ? part : part.replace(/[{}]/g, (c) => `\\${c}`).replace(/</g, '&lt;')))
    .join('');
}

const yamlString = (value: string): string => JSON.stringify(value);

type FrontMatterValue = string | number | boolean | readonly string[] | undefined;

function yamlValue(value: Exclude<FrontMatterValue, undefined>): string {
  if (typeof value === 'string') return yamlString(value);
  if (typeof value === 'object') return `[${value.map(yamlString).join(',')}]`;
  return String(value);
}

export function frontMatter(fields: Record<string, FrontMatterValue>): string {
  const lines = Object.entries(fields)
    .filter((field): field is [string, Exclude<FrontMatterValue, undefined>] => field[1] !== undefined)
    .map(([key, value]) => `${key}: ${yamlValue(value)}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

/** The first sentence of a description, for page metadata. */
export function firstSentence(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const plain = text
    .replace(/\s+/g, ' ')
    .replace(/`/g, '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .trim();
  return /^(.+?[.!?])(\s|$)/.exec(plain)?.[1] ?? plain;
}

const json = (value: unknown): string => JSON.stringify(value, null, 2);

/**
 * `<SchemaTable rowsJson='[…]' />`: the rows as JSON in a string attribute,
 * not as an expression (`rows={[…]}`). MDX parses an expression with a
 * JavaScript parser, node by node, on the build's main thread; a string it
 * only scans. The 51 API pages parsed in 1.3 s with expressions, 0.45 s with
 * strings, and the browser's JSON.parse is faster than evaluating the same
 * literal. In the JSON, `'` and `&` are written as \u escapes: the quote
 * would end the attribute, and MDX decodes character references in it.
 * `anchorPrefix` names the table in its fields' anchors (`body.amount`,
 * `query.limit`, `attributes.metadata`): each table's prefix is unique on
 * its page.
 */
export function schemaTable(rows: readonly SchemaRow[], anchorPrefix: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(anchorPrefix)) throw new Error(`schemaTable: anchor prefix "${anchorPrefix}"`);
  const json = JSON.stringify(rows).replace(/'/g, '\\u0027').replace(/&/g, '\\u0026');
  return `<SchemaTable anchorPrefix="${anchorPrefix}" rowsJson='${json}' />`;
}

function codeBlock(language: string, code: string, title?: string): string {
  const fence = code.includes('```') ? '````' : '```';
  return `${fence}${language}${title ? ` title=${yamlString(title)}` : ''}\n${code}\n${fence}`;
}

export function languageTabs(samples: Readonly<Record<string, string>>): string {
  const items = sampleLanguages.map(
    ({ value, label, prism }) =>
      `<TabItem value="${value}" label="${label}">\n\n${codeBlock(prism, samples[value] ?? '')}\n\n</TabItem>`,
  );
  return `<Tabs groupId="${languageTabGroup}">\n${items.join('\n')}\n</Tabs>`;
}

const parameterSections: readonly [Parameter['in'], string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
];

function responseSection(status: string, response: Response): string {
  const parts = [`### ${statusLine(status)}`, '', escapeMdx(response.description)];
  const headers = responseHeaderRows(response);
  if (headers.length > 0) {
    const cell = (text: string): string => escapeMdx(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
    parts.push(
      '',
      // Not indexed for search: the same headers are on every operation page;
      // the rate limits guide is where a search for them should land.
      '<div data-search-ignore="true">',
      '',
      '| Header | Type | Description |',
      '| --- | --- | --- |',
      ...headers.map(([name, type, description]) => `| \`${name}\` | ${type} | ${cell(description)} |`),
      '',
      '</div>',
    );
  }
  const media = response.content?.['application/json'];
  const example = firstExample(media);
  if (example) {
    if (example.summary) parts.push('', `Example: ${escapeMdx(example.summary)}`);
    parts.push('', codeBlock('json', json(example.value)));
  }
  return parts.join('\n');
}

/** A response's error codes, taken from its examples. */
export function errorCodesOf(response: Response): string[] {
  const media = response.content?.['application/json'];
  const codes = Object.values(media?.examples ?? {}).map((example) => {
    const error = (example.value as { error?: { code?: unknown } } | null)?.error;
    return typeof error?.code === 'string' ? error.code : undefined;
  });
  return [...new Set(codes.filter((code): code is string => code !== undefined))];
}

export const mdxImports = [
  "import ApiColumns, { ApiColumn } from '@site/src/components/ApiColumns';",
  "import ApiEndpoint from '@site/src/components/ApiEndpoint';",
  "import SchemaTable from '@site/src/components/SchemaTable';",
  "import Tabs from '@theme/Tabs';",
  "import TabItem from '@theme/TabItem';",
].join('\n');

/**
 * The page's two columns on wide screens (src/components/ApiColumns): reference
 * parts on the left, examples on the right. Each part is MDX; the wrappers are
 * layout only and leave the Markdown copies as they were. A part that is empty
 * is left out. `sticky`: the examples stay in view while the reader scrolls
 * (see `stickyExamples`).
 */
export function apiColumns(
  parts: readonly { side: 'reference' | 'examples'; mdx: string }[],
  { sticky }: { sticky: boolean },
): string {
  const columns = parts
    .filter((part) => part.mdx.trim() !== '')
    .map((part) => `<ApiColumn side="${part.side}">\n\n${part.mdx.trim()}\n\n</ApiColumn>`);
  return `<ApiColumns${sticky ? ' sticky' : ''}>\n${columns.join('\n')}\n</ApiColumns>`;
}

/**
 * Whether a reference of this many fields (top-level rows) is long enough for
 * sticky examples. Sticky examples are at most a window tall and scroll on
 * their own beyond that: worth it beside a long reference, which the reader
 * scrolls through with the sample in view; beside a short one (a retrieve
 * call's one path parameter) the page has room to show the examples whole,
 * and a scroll box would only hide the response.
 */
export function stickyExamples(referenceFields: number): boolean {
  return referenceFields >= 5;
}

export interface OperationLinks {
  /** Site path of the operation's area index page, and its name. */
  areaPath: string;
  areaLabel: string;
  /** Site path of the error codes guide. */
  errorCodesPath: string;
  authenticationPath: string;
}

/** The path readers call, with the server's version prefix: /v1/refunds. */
export function apiPath(document: OpenApiDocument, entry: OperationEntry): string {
  const serverPath = new URL(document.servers[0]?.url ?? 'http://x').pathname.replace(/\/$/, '');
  return `${serverPath}${entry.path}`;
}

export function renderOperationPage(document: OpenApiDocument, entry: OperationEntry, links: OperationLinks): string {
  const { operation } = entry;
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(operation.operationId)) {
    // It becomes a file name and a JS string on the page.
    throw new Error(`operationId "${operation.operationId}" must be letters, digits and underscores.`);
  }
  const serverUrl = document.servers[0]?.url ?? '';
  const path = apiPath(document, entry);
  const out: string[] = [
    frontMatter({
      title: operation.summary,
      sidebar_label: operation.summary,
      description: firstSentence(operation.description) ?? operation.summary,
      api_method: entry.method,
      api_path: path,
      operation_id: operation.operationId,
      keywords: operationKeywords(entry.method, path, operation.operationId),
    }),
    mdxImports,
    "import RequestBuilder from '@site/src/components/RequestBuilder';",
    '',
    `<ApiEndpoint method="${entry.method}" path="${path}" server="${serverUrl}" />`,
    '',
    escapeMdx(operation.description ?? operation.summary),
    '',
    `Part of [${links.areaLabel}](${links.areaPath}). Operation ID: \`${operation.operationId}\`.`,
    '',
  ];

  // Beside the examples, on wide screens: what the request takes.
  const reference: string[] = [
    '## Authentication',
    '',
    `Send your secret key as the username of HTTP Basic authentication, with an empty password. Test-mode keys act on test-mode objects only. See [Authentication](${links.authenticationPath}).`,
  ];
  for (const [location, heading] of parameterSections) {
    const parameters = entry.parameters.filter((p) => p.in === location);
    if (parameters.length > 0)
      reference.push('', `## ${heading}`, '', schemaTable(parameterRows(parameters), location));
  }

  const body = entry.operation.requestBody?.content['application/json'];
  if (body?.schema) {
    reference.push('', '## Request body', '');
    if (entry.operation.requestBody?.description)
      reference.push(escapeMdx(entry.operation.requestBody.description), '');
    reference.push(schemaTable(propertyRows(body.schema), 'body'));
  }

  // The examples column: the request in five languages, the builder's button and the success responses.
  const examples: string[] = [
    '## Example request',
    '',
    languageTabs(operationSamples(entry, serverUrl)),
    '',
    // The builder and this operation's data load only when the reader opens it. A literal
    // import path per page: the bundler makes one chunk per operation, and a page's own
    // chunk refers to its operation's data only (no map of every operation).
    `<RequestBuilder operationId="${operation.operationId}" loadOperation={() => import('@site/.generated/api/operations/${operation.operationId}.json')} />`,
  ];

  const responses = Object.entries(operation.responses);
  const successes = responses.filter(([status]) => status.startsWith('2'));
  const failures = responses.filter(([status]) => !status.startsWith('2'));
  examples.push('', '## Responses');
  for (const [status, response] of successes) examples.push('', responseSection(status, response));

  // Below the examples in one column, beside them in two: what the success response holds.
  const responseReference: string[] = [];
  const successSchema = successes[0]?.[1].content?.['application/json']?.schema;
  if (successSchema && propertyRows(successSchema).length > 0) {
    responseReference.push(
      // Not indexed for search: the same attributes are indexed once, on the
      // resource's page ("The … object"), instead of on every operation.
      '<details data-search-ignore="true">',
      '<summary>Response attributes</summary>',
      '',
      schemaTable(propertyRows(successSchema), 'response'),
      '',
      '</details>',
    );
  }
  const bodyFields = body?.schema ? propertyRows(body.schema).length : 0;
  out.push(
    apiColumns(
      [
        { side: 'reference', mdx: reference.join('\n') },
        { side: 'examples', mdx: examples.join('\n') },
        { side: 'reference', mdx: responseReference.join('\n') },
      ],
      { sticky: stickyExamples(entry.parameters.length + bodyFields) },
    ),
  );

  if (failures.length > 0) {
    out.push('', '## Errors', '');
    out.push(
      `Errors share one shape: an \`error\` object with a \`type\`, a machine-readable \`code\` and a \`message\`. Every code is explained in [Error codes](${links.errorCodesPath}).`,
      '',
      '| Status | Meaning | Example codes |',
      '| --- | --- | --- |',
      ...failures.map(([status, response]) => {
        const codes = errorCodesOf(response).map((code) => `\`${code}\``);
        return `| ${status} ${statusText[status] ?? ''} | ${escapeMdx(response.description).replace(/\|/g, '\\|').replace(/\n/g, ' ')} | ${codes.join(', ') || '—'} |`;
      }),
    );
    for (const [status, response] of failures) out.push('', responseSection(status, response));
  }
  out.push('', '## Downloads', '', apiDownloadsLine());
  return `${out.join('\n')}\n`;
}

export interface AreaOperationLink {
  summary: string;
  method: string;
  path: string;
  href: string;
}

export function renderAreaPage(
  document: OpenApiDocument,
  tag: Tag,
  operations: readonly AreaOperationLink[],
  extraSections: readonly string[] = [],
): string {
  const schemaName = tag['x-schema'];
  const schema = schemaName ? document.components.schemas?.[schemaName] : undefined;
  const objectName = schema && schemaName ? objectLabel(schemaName) : undefined;
  const out: string[] = [
    frontMatter({ title: tag.name, description: firstSentence(tag.description) ?? tag.name }),
    mdxImports,
    '',
    escapeMdx(tag.description ?? ''),
  ];
  if (schema && objectName) {
    // The attributes, with the example object beside them on wide screens.
    const attributes = ['### Attributes', '', schemaTable(propertyRows(schema), 'attributes')].join('\n');
    const example = schema.examples?.[0];
    out.push(
      '',
      `## The ${objectName} object`,
      '',
      example === undefined
        ? attributes
        : apiColumns(
            [
              { side: 'reference', mdx: attributes },
              { side: 'examples', mdx: ['### Example object', '', codeBlock('json', json(example))].join('\n') },
            ],
            { sticky: stickyExamples(propertyRows(schema).length) },
          ),
    );
  }
  out.push(...extraSections.map((section) => `\n${section}`));
  if (operations.length > 0) {
    out.push(
      '',
      '## Operations',
      '',
      '| Operation | Request |',
      '| --- | --- |',
      ...operations.map((op) => `| [${op.summary}](${op.href}) | \`${op.method.toUpperCase()} ${op.path}\` |`),
    );
  }
  return `${out.join('\n')}\n`;
}

/** "BillingStatementLineItem" → "billing statement line item". */
export function objectLabel(schemaName: string): string {
  return schemaName.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}
