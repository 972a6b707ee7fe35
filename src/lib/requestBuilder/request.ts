/**
 * Turns the request builder's form into the request the code samples show,
 * validates it against the operation's schemas, and picks the documented
 * example response that matches. Nothing here sends anything.
 */
import { placeholderSecretKey, type JsonValue, type SampleRequest } from '../openapi/codeSamples';
import { sampledParameterValue } from '../openapi/operationSamples';
import { draftFromValue, toValue, type Draft } from './draft';
import type { FormModel, ParameterLocation } from './formModel';
import type { BuilderExample, BuilderOperation, BuilderResponse } from './operationData';
import { labelOf, validate, type Issue } from './validate';

export interface FormDraft {
  /** Keyed by parameterKey(). */
  parameters: Record<string, Draft>;
  body?: Draft;
  secretKey: string;
}

export const parameterKey = (location: ParameterLocation, name: string): string => `${location}:${name}`;

/** The form as it first opens: the page's example request, field for field. */
export function initialDraft(model: FormModel, operation: BuilderOperation): FormDraft {
  const parameters = Object.fromEntries(
    model.parameters.map(({ location, field }) => {
      const parameter = operation.parameters.find((p) => p.in === location && p.name === field.name);
      const value = parameter ? sampledParameterValue(parameter) : undefined;
      return [parameterKey(location, field.name), draftFromValue(field, value)];
    }),
  );
  const draft: FormDraft = { parameters, secretKey: placeholderSecretKey };
  if (model.body) draft.body = bodyDraftFromExample(model, operation.requestBody?.examples[0]);
  return draft;
}

/** The body draft of one documented request example (or an empty body). */
export function bodyDraftFromExample(model: FormModel, example: BuilderExample | undefined): Draft | undefined {
  return model.body ? draftFromValue(model.body, example?.value) : undefined;
}

export interface BuiltRequest {
  request: SampleRequest;
  /** Every problem, in form order; empty when the request matches the schemas. */
  issues: Issue[];
}

type QueryValue = string | number | boolean;

function asQueryValue(value: JsonValue): QueryValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : JSON.stringify(value);
}

export function buildRequest(operation: BuilderOperation, model: FormModel, draft: FormDraft): BuiltRequest {
  const issues: Issue[] = [];
  let path = operation.path;
  const query: Record<string, QueryValue> = {};
  const headers: Record<string, string> = {};

  for (const { location, field } of model.parameters) {
    const at = [location, field.name];
    const parameterDraft = draft.parameters[parameterKey(location, field.name)];
    const value = parameterDraft ? toValue(field, parameterDraft, at, issues) : undefined;
    const schema = operation.parameters.find((p) => p.in === location && p.name === field.name)?.schema ?? {};
    if (value === undefined) {
      if (field.required) issues.push({ path: at, keyword: 'required', message: `${labelOf(at)} is required` });
      continue;
    }
    issues.push(...validate(schema, value, at));
    if (location === 'path') path = path.replace(`{${field.name}}`, encodeURIComponent(String(asQueryValue(value))));
    if (location === 'query') query[field.name] = asQueryValue(value);
    if (location === 'header') headers[field.name] = String(asQueryValue(value));
  }

  const request: SampleRequest = {
    method: operation.method,
    url: `${operation.serverUrl}${path}`,
    query,
    headers,
    secretKey: draft.secretKey.trim() || placeholderSecretKey,
  };

  if (model.body && draft.body && operation.requestBody) {
    // An operation with a body always sends one, if only `{}` (as its documented examples do).
    const body = toValue(model.body, draft.body, ['body'], issues) ?? (model.body.kind === 'object' ? {} : undefined);
    if (body === undefined) {
      if (operation.requestBody.required) {
        issues.push({ path: ['body'], keyword: 'required', message: 'The request body is required' });
      }
    } else {
      issues.push(...validate(operation.requestBody.schema, body, ['body']));
      request.body = body;
    }
  }
  return { request, issues };
}

/** Whether a key looks like a live-mode secret key, which has no place in a docs page. */
export const isLiveKey = (key: string): boolean => /^sk_live_/.test(key.trim());

export interface ExampleResponse {
  response: BuilderResponse;
  example?: BuilderExample;
}

function errorCode(example: BuilderExample): string | undefined {
  const error = (example.value as { error?: { code?: unknown } } | null)?.error;
  return typeof error?.code === 'string' ? error.code : undefined;
}

/**
 * The documented response for the request as it stands: the success example
 * when it is valid, otherwise the 400 example closest to the first problem
 * (a missing field, an amount below the minimum, or any invalid parameter).
 */
export function matchingResponse(operation: BuilderOperation, issues: readonly Issue[]): ExampleResponse | undefined {
  const success = operation.responses.find((r) => r.status.startsWith('2'));
  const badRequest = operation.responses.find((r) => r.status === '400');
  if (issues.length === 0 || !badRequest) {
    return success ? { response: success, example: success.examples[0] } : undefined;
  }
  const first = issues[0];
  const wanted =
    first?.keyword === 'required'
      ? 'parameter_missing'
      : first?.keyword === 'minimum' && first.path.at(-1) === 'amount'
        ? 'amount_too_small'
        : 'parameter_invalid';
  const example =
    badRequest.examples.find((e) => errorCode(e) === wanted) ??
    badRequest.examples.find((e) => errorCode(e)?.startsWith('parameter_')) ??
    badRequest.examples[0];
  return { response: badRequest, example };
}
