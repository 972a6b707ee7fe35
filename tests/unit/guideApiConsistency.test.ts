/**
 * Every API request shown in the guides (method, path and body fields) must
 * exist in the OpenAPI document. Fix the page, or the document, as named.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from '../../src/brand';
import { codeBlocks, requestsInBlock, requestsInPage, type FoundRequest } from '../support/guideScanner';
import { listOperations } from '../../src/lib/openapi/resolve';
import { propertyPaths } from '../support/schemaPaths';
import { loadDocument } from '../../plugins/openapi-docs/load';

const repoRoot = path.resolve(__dirname, '../..');
const document = loadDocument();
const operations = listOperations(document).map((entry) => ({
  entry,
  pattern: new RegExp(`^${entry.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
  bodyFields: propertyPaths(entry.operation.requestBody?.content['application/json']?.schema),
}));

function pagesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return pagesUnder(file);
    return /\.mdx?$/.test(name) ? [file] : [];
  });
}

const pageFiles = [
  ...pagesUnder(path.join(repoRoot, 'docs/guide')),
  path.join(repoRoot, 'docs/index.mdx'),
  ...['core_resources', 'checkout', 'finance_automation', 'payouts'].map((area) =>
    path.join(repoRoot, `docs/api/${area}/index.mdx`),
  ),
];

const found: FoundRequest[] = pageFiles.flatMap((file) =>
  requestsInPage(readFileSync(file, 'utf8'), ['%API_BASE_URL%', brand.apiBaseUrl], path.relative(repoRoot, file)),
);

describe('API requests shown in the guides', () => {
  it('finds requests to check (the scanner is working)', () => {
    expect(found.length).toBeGreaterThan(0);
  });

  it.each(found.map((request) => [`${request.method} ${request.path} (${request.source})`, request] as const))(
    '%s exists in the OpenAPI document',
    (_label, request) => {
      const match = operations.find(
        (op) => op.entry.method.toUpperCase() === request.method && op.pattern.test(request.path),
      );
      const samePath = operations
        .filter((op) => op.pattern.test(request.path))
        .map((op) => op.entry.method.toUpperCase());
      expect(
        match,
        `${request.source}: ${request.method} ${request.path} is not an operation of openapi/paysari.yaml` +
          (samePath.length ? ` (that path accepts ${samePath.join(', ')})` : ''),
      ).toBeDefined();
      const unknown = request.fields.filter((field) => !match?.bodyFields.has(field));
      expect(
        unknown,
        `${request.source}: body fields not in the ${match?.entry.operation.operationId} request schema`,
      ).toEqual([]);
    },
  );
});

/**
 * Going live and Libraries and tools tell readers to send an `Idempotency-Key`
 * on every POST the API accepts one for; every sample that makes such a POST
 * shows it, so a copied sample follows the advice.
 */
const acceptsIdempotencyKey = (request: FoundRequest): boolean =>
  operations.some(
    (op) =>
      op.entry.method.toUpperCase() === request.method &&
      op.pattern.test(request.path) &&
      (op.entry.operation.parameters ?? []).some(
        (parameter) => 'name' in parameter && parameter.name === 'Idempotency-Key',
      ),
  );

const explicitPost =
  /-X\s+POST\b|method:\s*['"]POST['"]|requests\.post\(|CURLOPT_POST\b|CURLOPT_CUSTOMREQUEST\s*=>\s*['"]POST['"]|Net::HTTP::Post\b/;

const postSamples = pageFiles.flatMap((file) =>
  codeBlocks(readFileSync(file, 'utf8')).flatMap((block) => {
    const source = path.relative(repoRoot, file);
    // Diagrams name requests without sending them; a sample says POST outright.
    if (block.lang === 'mermaid' || !explicitPost.test(block.code)) return [];
    const posts = requestsInBlock(block, ['%API_BASE_URL%', brand.apiBaseUrl], source).filter(
      (request) => request.method === 'POST' && acceptsIdempotencyKey(request),
    );
    return posts.length ? [{ label: `${posts[0]?.path ?? ''} (${source}:${block.line})`, code: block.code }] : [];
  }),
);

describe('POST samples in the guides', () => {
  it('finds POST samples to check', () => {
    expect(postSamples.length).toBeGreaterThan(0);
  });

  it.each(postSamples.map((sample) => [sample.label, sample.code] as const))(
    'POST %s sends an Idempotency-Key',
    (label, code) => {
      expect(/Idempotency-Key/i.test(code), `${label}: add an Idempotency-Key header to this sample`).toBe(true);
    },
  );
});
