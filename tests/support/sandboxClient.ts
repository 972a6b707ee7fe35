/**
 * Test helpers for the sandbox (sandbox/): a sandbox on a virtual clock with
 * the repository's document and facts, a JSON client for it, and a check of
 * every answer against the document's response schemas (Ajv, through the
 * example validator), so a test that forgets to look still fails on a
 * response the document does not allow.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { facts } from '../../src/data/facts';
import { testCardList } from '../../src/data/facts/testCards';
import { parseYaml } from '../../src/lib/openapi/yaml';
import type { OpenApiDocument, Response, Schema } from '../../src/lib/openapi/types';
import { createSandbox, virtualClock, type Sandbox, type SandboxResponse } from '../../sandbox';
import { matchRoute, describeApi } from '../../sandbox/document';
import { exampleValidator } from './exampleValidation';

export const sandboxDocument = parseYaml(
  readFileSync(path.resolve(__dirname, '../../openapi/paysari.yaml'), 'utf8'),
) as OpenApiDocument;

const api = describeApi(sandboxDocument);
const validateExample = exampleValidator(sandboxDocument);

/** The placeholder key the pages show: any `sk_test_` key is an account of its own. */
export const testKey = 'sk_test_YOUR_SECRET_KEY';
export const basicAuth = (key: string): string => `Basic ${btoa(`${key}:`)}`;

/** A test card's number by its key in the facts (`visa`, `threeDSecure`, …). */
export function testCard(key: string): string {
  const card = testCardList.find((entry) => entry.key === key);
  if (!card) throw new Error(`No test card "${key}" in src/data/facts/testCards.ts.`);
  return card.number;
}

export function newSandbox(seed = 1): Sandbox {
  return createSandbox({ document: sandboxDocument, facts, clock: virtualClock(), seed });
}

function rawResponse(template: string, method: string, status: number): Response | undefined {
  const operation = sandboxDocument.paths[template]?.[method.toLowerCase() as 'get'];
  let response: unknown = operation?.responses[String(status)];
  const ref = (response as { $ref?: string } | undefined)?.$ref;
  if (ref) response = sandboxDocument.components.responses?.[ref.split('/').pop() ?? ''];
  return response as Response | undefined;
}

/**
 * Problems with an answer to `method path`: a status the operation does not
 * document, or a body its schema rejects. Sandbox-only paths are not checked.
 */
export function responseProblems(method: string, requestPath: string, response: SandboxResponse): string[] {
  const pathname = new URL(requestPath, 'http://x').pathname;
  if (!pathname.startsWith('/v1/') || pathname.startsWith('/v1/_sandbox/')) return [];
  const matched = matchRoute(api, method.toUpperCase(), pathname.slice(3));
  let schema: Schema | undefined;
  if ('route' in matched) {
    const documented = rawResponse(matched.route.template, method, response.status);
    if (!documented) {
      if (response.status === 401 || response.status === 404 || response.status === 500) {
        schema = { $ref: '#/components/schemas/Error' } as Schema;
      } else
        return [`${method} ${matched.route.template} answered ${response.status}, which the document does not list`];
    } else schema = documented.content?.['application/json']?.schema;
  } else {
    schema = { $ref: '#/components/schemas/Error' } as Schema;
  }
  if (!schema) return [];
  const failure = validateExample({
    where: `${method} ${pathname} ${response.status}`,
    schema,
    value: JSON.parse(response.body),
  });
  return failure ? failure.errors.map((error) => `${failure.where}: ${error}`) : [];
}

/**
 * A JSON answer as tests read it: loosely typed on purpose, since every
 * answer's shape is already checked against the document's schemas.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type Loose = Record<string, any>;

export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Record<string, string>;
  json: T;
}

/** A client that sends JSON with a test key and fails the test on any undocumented answer. */
export function client(sandbox: Sandbox, key = testKey) {
  return async function call<T = Loose>(
    method: string,
    requestPath: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const response = await sandbox.handle({
      method,
      path: requestPath,
      headers: { Authorization: basicAuth(key), 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const problems = responseProblems(method, requestPath, response);
    if (problems.length > 0)
      throw new Error(`Sandbox answer outside the document:\n${problems.join('\n')}\n${response.body}`);
    return { status: response.status, headers: response.headers, json: JSON.parse(response.body) as T };
  };
}
