/**
 * The Markdown form of each of the site's own MDX components. A page that
 * uses a component not listed here fails the build (see markdown.ts), so a
 * new component cannot silently vanish from the Markdown export.
 */
import type { ChangelogEntry } from '../../src/data/changelog';
import type { ErrorCodeEntry } from '../../src/lib/openapi/errorCatalogue';
import type { SchemaRow } from '../../src/lib/openapi/schemaRows';
import { schemaRowsTable } from './apiMarkdown';
import { changelogEntriesMarkdown } from './dataPages';
import { attributeOf, markdownTable, type ComponentHandler, type JsxElement } from './markdown';

export interface ComponentData {
  errorCodes: readonly ErrorCodeEntry[];
  changelog: readonly ChangelogEntry[];
}

function requiredAttribute(element: JsxElement, name: string): string {
  const value = attributeOf(element, name);
  if (value === undefined) throw new Error(`llms: <${element.name}> needs a "${name}" attribute`);
  return value;
}

/** `<ErrorCodeTable status={402} />`: the error catalogue, optionally one status only. */
export function errorCodeTable(entries: readonly ErrorCodeEntry[], status?: number): string {
  return markdownTable(
    ['Code', 'Status', 'Cause', 'Fix'],
    entries
      .filter((entry) => status === undefined || entry.status === status)
      .map((entry) => [`\`${entry.code}\``, String(entry.status), entry.cause, entry.fix]),
  );
}

export function componentHandlers(data: ComponentData): Record<string, ComponentHandler> {
  return {
    ApiEndpoint: (element) => {
      const method = requiredAttribute(element, 'method').toUpperCase();
      const server = new URL(requiredAttribute(element, 'server'));
      return `\`${method} ${requiredAttribute(element, 'path')}\`\n\nBase URL: \`${server.href.replace(/\/$/, '')}\``;
    },
    // The generator passes the rows as a JSON literal: rows={[…]}.
    SchemaTable: (element) => schemaRowsTable(JSON.parse(requiredAttribute(element, 'rows')) as SchemaRow[]),
    ErrorCodeTable: (element) => {
      const status = attributeOf(element, 'status');
      return errorCodeTable(data.errorCodes, status === undefined ? undefined : Number(status));
    },
    ChangelogEntries: () => changelogEntriesMarkdown(data.changelog),
  };
}
