/**
 * Request validation against the document's schemas, with the validator the
 * request builder uses (browser-safe), and each failed keyword mapped to the
 * error code the catalogue documents for it.
 */
import type { JsonValue } from '../src/lib/openapi/codeSamples';
import type { Schema } from '../src/lib/openapi/types';
import { validate, type Issue } from '../src/lib/requestBuilder/validate';
import type { Route } from './document';
import { fail } from './errors';

/** The API's name for where an issue is: `amount`, `line_items.0.name`. */
function paramOf(issue: Issue): string {
  return issue.path.slice(1).map(String).join('.');
}

function codeFor(issue: Issue): string {
  const param = paramOf(issue);
  const last = String(issue.path[issue.path.length - 1] ?? '');
  if (issue.keyword === 'required') return 'parameter_missing';
  if (issue.keyword === 'additionalProperties') return 'parameter_unknown';
  if (issue.path[1] === 'metadata') {
    return issue.keyword === 'maxProperties' ? 'metadata_too_many_keys' : 'metadata_value_too_long';
  }
  if (param === 'amount' || param === 'amount_to_capture') {
    if (issue.keyword === 'minimum') return 'amount_too_small';
    if (issue.keyword === 'maximum') return 'amount_too_large';
  }
  if (last === 'currency' && (issue.keyword === 'enum' || issue.keyword === 'const')) return 'currency_not_supported';
  if (/email$/.test(last) && issue.keyword !== 'type') return 'email_invalid';
  if (last === 'phone' && issue.keyword !== 'type') return 'phone_invalid';
  if (param === 'url' && issue.path[0] === 'body' && issue.keyword !== 'type') return 'webhook_url_invalid';
  return 'parameter_invalid';
}

/** Throws the first issue of `value` against `schema` as the documented error. */
export function check(schema: Schema, value: JsonValue, path: readonly (string | number)[]): void {
  const [issue] = validate(schema, value, path);
  if (!issue) return;
  const param = paramOf(issue) || undefined;
  const message = issue.keyword === 'required' ? `The parameter \`${param}\` is required.` : `${issue.message}.`;
  fail(codeFor(issue), message.charAt(0).toUpperCase() + message.slice(1), param);
}

/** Reads and checks the JSON body: an object, or nothing for operations without one. */
export function parseBody(route: Route, text: string | undefined): Record<string, JsonValue> {
  const trimmed = (text ?? '').trim();
  let value: JsonValue = {};
  if (trimmed !== '') {
    try {
      value = JSON.parse(trimmed) as JsonValue;
    } catch {
      fail('parameter_invalid', 'The request body is not valid JSON.');
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    fail('parameter_invalid', 'The request body must be a JSON object.');
  }
  if (route.bodySchema) {
    check(route.bodySchema, value, ['body']);
  } else {
    const [unknown] = Object.keys(value);
    if (unknown !== undefined) fail('parameter_unknown', `This endpoint takes no parameter \`${unknown}\`.`, unknown);
  }
  return value;
}

/** Reads and checks the query string against the operation's query parameters. */
export function parseQuery(route: Route, query: URLSearchParams): Record<string, JsonValue> {
  const result: Record<string, JsonValue> = {};
  const known = route.parameters.filter((parameter) => parameter.in === 'query');
  for (const key of query.keys()) {
    if (!known.some((parameter) => parameter.name === key)) {
      fail('parameter_unknown', `This endpoint takes no query parameter \`${key}\`.`, key);
    }
  }
  for (const parameter of known) {
    const raw = query.get(parameter.name);
    if (raw === null) continue;
    const schema = parameter.schema ?? {};
    const value: JsonValue = schema.type === 'integer' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
    check(schema, value, ['query', parameter.name]);
    result[parameter.name] = value;
  }
  return result;
}
