/**
 * The OpenAPI document: it lints clean, every example validates against its
 * schema, and every operation follows the API's conventions.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from '../../src/brand';
import { collectExamples, exampleValidator } from '../support/exampleValidation';
import { listOperations } from '../../src/lib/openapi/resolve';
import { loadDocument, loadRawDocument, openApiPath } from '../../plugins/openapi-docs/load';

const repoRoot = path.resolve(__dirname, '../..');
const raw = loadRawDocument();
const document = loadDocument();
const operations = listOperations(document);
const examples = collectExamples(raw);
const validate = exampleValidator(raw);

describe('openapi/paysari.yaml', () => {
  it('lints clean with Redocly’s recommended rules (no errors, no warnings)', () => {
    const output = execFileSync(
      path.join(repoRoot, 'node_modules/.bin/redocly'),
      ['lint', openApiPath, '--extends=recommended', '--format=json'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const report = JSON.parse(output) as { totals: { errors: number; warnings: number }; problems: unknown[] };
    expect(
      report.problems,
      'fix every problem `npx redocly lint openapi/paysari.yaml --extends=recommended` prints',
    ).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    // The Redocly CLI runs as a process of its own: on a loaded two-core machine beside the builds, 30 s was not enough.
  }, 120_000);

  it('serves the API at the base URL in src/brand.ts', () => {
    expect(document.servers[0]?.url, 'rebranding? update servers[0].url in openapi/paysari.yaml too').toBe(
      brand.apiBaseUrl,
    );
  });

  it("names only the provider's hosts of src/brand.ts, which the guides write as tokens", () => {
    const brandOrigins = new Set(
      [
        brand.docsUrl,
        brand.apiBaseUrl,
        brand.dashboardUrl,
        brand.jsLibraryUrl,
        brand.paymentPagesUrl,
        brand.checkoutUrl,
      ].map((url) => new URL(url).origin),
    );
    const providerDomain = new URL(brand.docsUrl).hostname.split('.').slice(-2).join('.');
    const origins = new Set(
      [...readFileSync(openApiPath, 'utf8').matchAll(/https:\/\/[a-z0-9.-]+/g)]
        .map((match) => match[0])
        .filter((origin) => origin.endsWith(`.${providerDomain}`)),
    );
    expect(
      [...origins].filter((origin) => !brandOrigins.has(origin)),
      'add the host to src/brand.ts (and a token), or use one of its hosts in the example',
    ).toEqual([]);
  });

  it('has examples of every kind to validate', () => {
    const kinds = ['components.schemas', 'request', 'response', 'parameter', 'webhook'];
    for (const kind of kinds)
      expect(
        examples.some((e) => e.where.includes(kind)),
        kind,
      ).toBe(true);
    expect(examples.length).toBeGreaterThan(300);
  });

  it.each(examples.map((example) => [example.where, example] as const))(
    '%s validates against its schema',
    (_where, example) => {
      const failure = validate(example);
      expect(failure?.errors ?? [], `${example.where} does not match its schema`).toEqual([]);
    },
  );
});

describe('the example validator', () => {
  it('catches each deliberately broken example in the fixture', () => {
    const broken = loadRawDocument(path.join(repoRoot, 'tests/fixtures/openapi/broken-examples.yaml'));
    const check = exampleValidator(broken);
    const failed = collectExamples(broken)
      .map((example) => check(example)?.where)
      .filter(Boolean);
    expect(failed).toEqual([
      'components.schemas.Refund.examples[0]',
      'POST /refunds parameter Idempotency-Key',
      'POST /refunds request application/json example "too_small"',
      'POST /refunds 200 response application/json example "wrong_id"',
    ]);
  });
});

describe.each(operations.map((entry) => [entry.operation.operationId, entry] as const))('%s', (_id, entry) => {
  const { operation, method } = entry;

  it('has a summary, a description, one tag and a docs page', () => {
    expect(operation.summary).toBeTruthy();
    expect(operation.description?.length ?? 0).toBeGreaterThan(40);
    expect(operation.tags).toHaveLength(1);
    expect(operation['x-doc-path']).toMatch(/^[a-z_]+\/[a-z_]+$/);
  });

  it('types every parameter with a description, constraints and an example', () => {
    for (const parameter of entry.parameters) {
      expect(parameter.description, `${parameter.name} needs a description`).toBeTruthy();
      expect(parameter.schema?.type, `${parameter.name} needs a typed schema`).toBeTruthy();
      expect(parameter.example ?? parameter.schema?.example, `${parameter.name} needs an example`).toBeDefined();
    }
  });

  it('has a success response and at least one error response, each with an example', () => {
    const statuses = Object.keys(operation.responses);
    expect(statuses.some((s) => s.startsWith('2'))).toBe(true);
    expect(statuses.some((s) => s.startsWith('4'))).toBe(true);
    for (const [status, response] of Object.entries(operation.responses)) {
      const media = response.content?.['application/json'];
      expect(Object.keys(media?.examples ?? {}).length, `${status} needs an example`).toBeGreaterThan(0);
    }
  });

  it.runIf(method === 'post')('accepts an Idempotency-Key header', () => {
    expect(entry.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key')).toBe(true);
  });

  it.runIf(method === 'post' || method === 'patch')('has a request body example', () => {
    const media = operation.requestBody?.content['application/json'];
    if (operation.requestBody) expect(Object.keys(media?.examples ?? {}).length).toBeGreaterThan(0);
  });

  it.runIf(/^list/.test(operation.operationId))('paginates with a cursor', () => {
    const names = entry.parameters.filter((p) => p.in === 'query').map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['limit', 'starting_after', 'ending_before']));
    const schema = operation.responses['200']?.content?.['application/json']?.schema;
    expect(Object.keys(schema?.properties ?? {})).toEqual(expect.arrayContaining(['object', 'data', 'has_more']));
  });
});

describe('objects', () => {
  const schemas = Object.entries(document.components.schemas ?? {}).filter(
    ([, schema]) => schema.properties?.object && schema.properties?.id && schema.properties?.created_at,
  );
  it.each(schemas.map(([name, schema]) => [name, schema] as const))('%s carries livemode', (_name, schema) => {
    expect(Object.keys(schema.properties ?? {})).toContain('livemode');
  });
  it('error codes are unique and documented', () => {
    const codes = document.components.schemas?.ErrorCode?.enum ?? [];
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThan(20);
  });
});
