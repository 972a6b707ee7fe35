import type { Operation, Response } from '../../src/lib/openapi/types';

/**
 * The prose an operation page shares with its Markdown twin (plugins/llms):
 * written once, so the page and the Markdown never drift apart.
 */

export interface OperationLinks {
  /** Site path of the operation's area index page, and its name. */
  areaPath: string;
  areaLabel: string;
  /** Site path of the error codes guide. */
  errorCodesPath: string;
  authenticationPath: string;
}

/** Where the operation belongs, and the authentication section. */
export function operationIntroLines(operation: Operation, links: OperationLinks): string[] {
  return [
    `Part of [${links.areaLabel}](${links.areaPath}). Operation ID: \`${operation.operationId}\`.`,
    '',
    '## Authentication',
    '',
    `Send your secret key as the username of HTTP Basic authentication, with an empty password. Test-mode keys act on test-mode objects only. See [Authentication](${links.authenticationPath}).`,
  ];
}

/** The sentence that opens the errors section. */
export function errorShapeSentence(links: OperationLinks): string {
  return `Errors share one shape: an \`error\` object with a \`type\`, a machine-readable \`code\` and a \`message\`. Every code is explained in [Error codes](${links.errorCodesPath}).`;
}

/** A response header as the document describes it, once `$ref`s are resolved. */
interface HeaderObject {
  description?: string;
  schema?: { type?: string | string[] };
}

/**
 * A response's headers as table rows (name, type, description), for the
 * operation page and its Markdown twin alike: `Retry-After` on a `429`, the
 * `RateLimit-*` headers on every response.
 */
export function responseHeaderRows(response: Response): [string, string, string][] {
  return Object.entries(response.headers ?? {}).map(([name, value]) => {
    const header = value as HeaderObject;
    const type = header.schema?.type;
    return [name, Array.isArray(type) ? type.join(' or ') : (type ?? 'string'), header.description ?? ''];
  });
}
