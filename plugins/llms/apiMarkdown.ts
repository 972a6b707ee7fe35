/**
 * The Markdown of an API operation page, rendered straight from the OpenAPI
 * document with the same pieces as the HTML page (schema rows, example
 * request, code samples, error codes), so nothing on the page is lost.
 */
import { apiDownloadsLine } from '../../src/lib/apiDownloads';
import { sampleLanguages } from '../../src/lib/languages';
import { firstExample, operationSamples } from '../../src/lib/openapi/operationSamples';
import { parameterRows, propertyRows, type SchemaRow } from '../../src/lib/openapi/schemaRows';
import type { OpenApiDocument, OperationEntry, Parameter, Response } from '../../src/lib/openapi/types';
import { statusText } from '../../src/lib/openapi/httpStatus';
import {
  errorShapeSentence,
  operationIntroLines,
  responseHeaderRows,
  type OperationLinks,
} from '../openapi-docs/operationProse';
import { errorCodesOf } from '../openapi-docs/render';
import { fencedCode, markdownTable } from './markdown';

/** One row's details: its description, allowed values, constraints and default. */
function rowDescription(row: SchemaRow): string {
  const parts: string[] = [];
  if (row.deprecated) parts.push('**Deprecated.**');
  if (row.description) parts.push(row.description);
  if (row.enumValues) parts.push(`One of: ${row.enumValues.map((value) => `\`${value}\``).join(', ')}.`);
  // Patterns are code: their backslashes and brackets must reach the reader unescaped.
  const constraints = row.constraints.map((c) => (c.startsWith('pattern ') ? `pattern \`${c.slice(8)}\`` : c));
  const facts = [...constraints, ...(row.defaultValue !== undefined ? [`default \`${row.defaultValue}\``] : [])];
  if (facts.length > 0) parts.push(`(${facts.join(' · ')})`);
  return parts.join(' ');
}

/** Rows with nested attributes flattened to dotted names: `billing.address.city`, `line_items[].amount`. */
export function flattenRows(rows: readonly SchemaRow[], prefix = ''): { name: string; row: SchemaRow }[] {
  return rows.flatMap((row) => {
    const name = `${prefix}${row.name}`;
    const childPrefix = `${name}${row.type.startsWith('array') ? '[]' : ''}.`;
    return [{ name, row }, ...flattenRows(row.children ?? [], childPrefix)];
  });
}

/** A parameter or attribute table, the Markdown form of the site's SchemaTable. */
export function schemaRowsTable(rows: readonly SchemaRow[]): string {
  return markdownTable(
    ['Name', 'Type', 'Required', 'Description'],
    flattenRows(rows).map(({ name, row }) => [
      `\`${name}\``,
      row.type,
      row.required ? 'Yes' : 'No',
      rowDescription(row),
    ]),
  );
}

/** The five code samples, each a labelled fenced block. */
export function labelledSamples(samples: Readonly<Record<string, string>>): string {
  return sampleLanguages
    .map(({ value, label, prism }) => `**${label}**\n\n${fencedCode(prism, samples[value] ?? '')}`)
    .join('\n\n');
}

const parameterSections: readonly [Parameter['in'], string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
];

function responseSection(status: string, response: Response): string {
  const parts = [`### ${status} ${statusText[status] ?? ''}`.trimEnd(), '', response.description];
  const headers = responseHeaderRows(response);
  if (headers.length > 0) {
    parts.push(
      '',
      markdownTable(
        ['Header', 'Type', 'Description'],
        headers.map(([name, type, description]) => [`\`${name}\``, type, description]),
      ),
    );
  }
  const example = firstExample(response.content?.['application/json']);
  if (example) {
    if (example.summary) parts.push('', `Example: ${example.summary}`);
    parts.push('', fencedCode('json', JSON.stringify(example.value, null, 2)));
  }
  return parts.join('\n');
}

/** The `METHOD /v1/path` of an operation, as readers call it. */
export function operationLine(document: OpenApiDocument, entry: OperationEntry): string {
  const serverPath = new URL(document.servers[0]?.url ?? 'http://x').pathname.replace(/\/$/, '');
  return `${entry.method.toUpperCase()} ${serverPath}${entry.path}`;
}

/** The body of an operation page in Markdown (the page title is added by the caller). */
export function operationMarkdown(document: OpenApiDocument, entry: OperationEntry, links: OperationLinks): string {
  const { operation } = entry;
  const serverUrl = document.servers[0]?.url ?? '';
  const out: string[] = [
    `\`${operationLine(document, entry)}\``,
    '',
    `Base URL: \`${serverUrl}\``,
    '',
    operation.description ?? operation.summary,
    '',
    ...operationIntroLines(operation, links),
  ];

  for (const [location, heading] of parameterSections) {
    const parameters = entry.parameters.filter((p) => p.in === location);
    if (parameters.length > 0) out.push('', `## ${heading}`, '', schemaRowsTable(parameterRows(parameters)));
  }

  const body = operation.requestBody?.content['application/json'];
  if (body?.schema) {
    out.push('', '## Request body', '');
    if (operation.requestBody?.description) out.push(operation.requestBody.description, '');
    out.push(schemaRowsTable(propertyRows(body.schema)));
  }

  out.push('', '## Example request', '', labelledSamples(operationSamples(entry, serverUrl)));

  const responses = Object.entries(operation.responses);
  const successes = responses.filter(([status]) => status.startsWith('2'));
  const failures = responses.filter(([status]) => !status.startsWith('2'));
  out.push('', '## Responses');
  for (const [status, response] of successes) out.push('', responseSection(status, response));
  const successSchema = successes[0]?.[1].content?.['application/json']?.schema;
  if (successSchema && propertyRows(successSchema).length > 0) {
    out.push('', '### Response attributes', '', schemaRowsTable(propertyRows(successSchema)));
  }

  if (failures.length > 0) {
    out.push(
      '',
      '## Errors',
      '',
      errorShapeSentence(links),
      '',
      markdownTable(
        ['Status', 'Meaning', 'Example codes'],
        failures.map(([status, response]) => [
          `${status} ${statusText[status] ?? ''}`.trimEnd(),
          response.description,
          errorCodesOf(response)
            .map((code) => `\`${code}\``)
            .join(', ') || '—',
        ]),
      ),
    );
    for (const [status, response] of failures) out.push('', responseSection(status, response));
  }

  out.push('', '## Downloads', '', apiDownloadsLine());
  return `${out.join('\n')}\n`;
}
