/**
 * What the sandbox reads from the OpenAPI document: its operations as
 * routes, each request's schemas, the error catalogue (code → status and
 * type) and the few figures only the document states. The caller passes the
 * parsed document, so this module needs no YAML parser and no file system.
 */
import { listOperations, resolveRefs } from '../src/lib/openapi/resolve';
import type { OpenApiDocument, Operation, Parameter, Schema } from '../src/lib/openapi/types';

export interface Route {
  method: string;
  /** The document's path, e.g. `/payment_intents/{id}/capture`. */
  template: string;
  operationId: string;
  operation: Operation;
  parameters: Parameter[];
  bodySchema: Schema | undefined;
  matcher: RegExp;
  names: string[];
}

export interface ApiDescription {
  routes: Route[];
  schemas: Record<string, Schema>;
  /** Status of each error code (`x-enumStatus`). */
  errorStatus: Readonly<Record<string, number>>;
  /** Error `type` for each HTTP status, from the descriptions of `Error.error.type`. */
  errorType: Readonly<Record<number, string>>;
  /** `https://docs…/error_codes`, to which `#<code>` is appended. */
  errorDocBase: string;
  /** The API version events carry. */
  apiVersion: string;
  /** How long a QR Ph code accepts payments, in ms (NextAction's description). */
  qrLifetimeMs: number;
  /** Most webhook endpoints per account and mode (webhook_limit_reached's description). */
  webhookEndpointLimit: number;
  /** The `Paysari-Signature` pattern deliveries must match. */
  signaturePattern: RegExp;
}

function phrase(text: unknown, pattern: RegExp, where: string): string {
  const match = typeof text === 'string' ? pattern.exec(text) : null;
  if (!match?.[1]) throw new Error(`Sandbox: ${where} in openapi/paysari.yaml no longer matches ${String(pattern)}.`);
  return match[1];
}

function routeOf(method: string, template: string, operation: Operation, parameters: Parameter[]): Route {
  const names: string[] = [];
  const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return {
    method: method.toUpperCase(),
    template,
    operationId: operation.operationId,
    operation,
    parameters,
    bodySchema: operation.requestBody?.content['application/json']?.schema,
    matcher: new RegExp(`^${source}$`),
    names,
  };
}

const described = new WeakMap<OpenApiDocument, ApiDescription>();

/** Reads a parsed document ($refs intact or resolved), once per document object. */
export function describeApi(raw: OpenApiDocument): ApiDescription {
  const known = described.get(raw);
  if (known) return known;
  const description = readDocument(raw);
  described.set(raw, description);
  return description;
}

function readDocument(raw: OpenApiDocument): ApiDescription {
  const document = resolveRefs(raw);
  const schemas = document.components.schemas ?? {};
  const errorCode = schemas.ErrorCode;
  const errorStatus = (errorCode?.['x-enumStatus'] ?? {}) as Record<string, number>;
  const typeDescriptions = (schemas.Error?.properties?.error?.properties?.type?.['x-enumDescriptions'] ?? {}) as Record<
    string,
    string
  >;
  const errorType: Record<number, string> = {};
  for (const [type, text] of Object.entries(typeDescriptions)) {
    errorType[Number(phrase(text, /\(HTTP (\d{3})\)/, `Error.type ${type}`))] = type;
  }
  const badRequest = document.components.responses?.BadRequest?.content?.['application/json']?.examples ?? {};
  const docUrl = (Object.values(badRequest)[0]?.value as { error?: { doc_url?: string } } | undefined)?.error?.doc_url;
  const signature = document.components.parameters?.PaysariSignature?.schema?.pattern;
  const webhookLimit = phrase(
    errorCode?.['x-enumDescriptions'] &&
      (errorCode['x-enumDescriptions'] as Record<string, string>).webhook_limit_reached,
    /already has (\d+) webhook endpoints/,
    'webhook_limit_reached',
  );
  const qrMinutes = phrase(
    schemas.NextAction?.properties?.qr?.properties?.expires_at?.description,
    /(\d+) minutes after it is generated/,
    'NextAction.qr.expires_at',
  );
  // Events are rendered in the document's own version.
  const apiVersion = document.info.version;
  return {
    routes: listOperations(document).map((entry) =>
      routeOf(entry.method, entry.path, entry.operation, entry.parameters),
    ),
    schemas,
    errorStatus,
    errorType,
    errorDocBase: (docUrl ?? 'https://docs.invalid/error_codes#').replace(/#.*$/, ''),
    apiVersion,
    qrLifetimeMs: Number(qrMinutes) * 60_000,
    webhookEndpointLimit: Number(webhookLimit),
    signaturePattern: new RegExp(signature ?? '^$'),
  };
}

/** A path segment decoded, or as sent when its escapes are malformed (`%ZZ`): then it names no object. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The route for a method and a path without `/v1`, with its path parameters. */
export function matchRoute(
  api: ApiDescription,
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | { allowed: string[] } {
  const allowed: string[] = [];
  for (const route of api.routes) {
    const match = route.matcher.exec(path);
    if (!match) continue;
    if (route.method !== method) {
      allowed.push(route.method);
      continue;
    }
    const params = Object.fromEntries(route.names.map((name, index) => [name, decoded(match[index + 1] ?? '')]));
    return { route, params };
  }
  return { allowed };
}
