/**
 * The Markdown form of each of the site's own MDX components. A page that
 * uses a component not listed here fails the build (see markdown.ts), so a
 * new component cannot silently vanish from the Markdown export.
 */
import type { RootContent } from 'mdast';
import type { ChangelogEntry } from '../../src/data/changelog';
import type { ErrorCodeEntry } from '../../src/lib/openapi/errorCatalogue';
import { fieldAnchor } from '../../src/lib/openapi/fieldAnchor';
import type { SchemaRow } from '../../src/lib/openapi/schemaRows';
import { changelogEntriesMarkdown } from './dataPages';
import { attributeOf, markdownTable, type ComponentHandler, type JsxElement } from './markdown';

export interface ComponentData {
  errorCodes: readonly ErrorCodeEntry[];
  changelog: readonly ChangelogEntry[];
}

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

/**
 * `<SchemaTable anchorPrefix="body" rowsJson='[…]' />`: a parameter or attribute table, nested
 * attributes flattened. Each name links its field's anchor on the HTML page (the `Source:` line's
 * address), `#body.amount`, as the table there does.
 */
export function schemaRowsTable(rows: readonly SchemaRow[], anchorPrefix?: string): string {
  return markdownTable(
    ['Name', 'Type', 'Required', 'Description'],
    flattenRows(rows).map(({ name, row }) => [
      anchorPrefix
        ? `[\`${name}\`](#${fieldAnchor(anchorPrefix, name.replace(/\[\]/g, '').split('.'))})`
        : `\`${name}\``,
      row.type,
      row.required ? 'Yes' : 'No',
      rowDescription(row),
    ]),
  );
}

function requiredAttribute(element: JsxElement, name: string): string {
  const value = attributeOf(element, name);
  if (value === undefined) throw new Error(`llms: <${element.name}> needs a "${name}" attribute`);
  return value;
}

/** `<ErrorCodeTable status={402} />`: the error catalogue, optionally one status only (its filter controls are the browser's). */
export function errorCodeTable(entries: readonly ErrorCodeEntry[], status?: number): string {
  return markdownTable(
    ['Code', 'Status', 'Type', 'Cause', 'Fix'],
    entries
      .filter((entry) => status === undefined || entry.status === status)
      .map((entry) => [`\`${entry.code}\``, String(entry.status), `\`${entry.type}\``, entry.cause, entry.fix]),
  );
}

export function componentHandlers(data: ComponentData): Record<string, ComponentHandler> {
  return {
    ApiEndpoint: (element) => {
      const method = requiredAttribute(element, 'method').toUpperCase();
      const server = new URL(requiredAttribute(element, 'server'));
      return `\`${method} ${requiredAttribute(element, 'path')}\`\n\nBase URL: \`${server.href.replace(/\/$/, '')}\``;
    },
    // Layout only (the two columns of wide screens): the Markdown keeps what they hold, in order.
    ApiColumns: (element) => element.children as RootContent[],
    ApiColumn: (element) => element.children as RootContent[],
    // The generator passes the rows as JSON in a string: rowsJson='[…]'.
    SchemaTable: (element) =>
      schemaRowsTable(
        JSON.parse(requiredAttribute(element, 'rowsJson')) as SchemaRow[],
        requiredAttribute(element, 'anchorPrefix'),
      ),
    ErrorCodeTable: (element) => {
      const status = attributeOf(element, 'status');
      return errorCodeTable(data.errorCodes, status === undefined ? undefined : Number(status));
    },
    ChangelogEntries: () => changelogEntriesMarkdown(data.changelog),
    // An interactive form over the operation's schema: the page's samples and
    // parameter tables already carry everything it offers in text.
    RequestBuilder: () => [],
    // An interactive tool over what the reader pastes: the page's prose describes it.
    WebhookSignatureChecker: () => [],
    ErrorDecoder: () => [],
    // The reader's own sandbox: the page's prose says what it offers.
    SandboxConsole: () => [],
    // A button that runs the step's own sample (already in the copy) in the reader's sandbox.
    RunInSandbox: () => [],
    // The page's task lists are the checklist; the component only makes their ticks stay.
    Checklist: () => [],
  };
}
