import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseYaml } from '../../src/lib/openapi/yaml';
import { resolveRefs } from '../../src/lib/openapi/resolve';
import type { OpenApiDocument } from '../../src/lib/openapi/types';

/** The repository root (this file lives in plugins/openapi-docs/). */
export const repoRoot = path.resolve(__dirname, '../..');

/** The one OpenAPI document the API reference is generated from. */
export const openApiPath = path.join(repoRoot, 'openapi/paysari.yaml');

/** The document exactly as written, $refs intact. */
export function loadRawDocument(file = openApiPath): OpenApiDocument {
  return parseYaml(readFileSync(file, 'utf8')) as OpenApiDocument;
}

/** The document with every local $ref resolved. */
export function loadDocument(file = openApiPath): OpenApiDocument {
  return resolveRefs(loadRawDocument(file));
}
