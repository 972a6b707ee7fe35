import { describe, expect, it } from 'vitest';
import { loadRawDocument } from '../../plugins/openapi-docs/load';
import { apiDownloadsLine } from './apiDownloads';
import { resolveRefs } from './openapi/resolve';

function refsOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsOf);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [value] : refsOf(value),
  );
}

describe('the downloadable OpenAPI document', () => {
  const raw = loadRawDocument();
  it('is bundled: every $ref points inside the file and resolves', () => {
    const refs = refsOf(raw);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => !ref.startsWith('#/'))).toEqual([]);
    expect(() => resolveRefs(raw)).not.toThrow();
  });
});

describe('apiDownloadsLine', () => {
  it('links every download with pathname://, which the link checker leaves to the server', () => {
    const links = apiDownloadsLine().match(/\]\([^)]+\)/g);
    expect(links).toEqual([
      '](pathname:///openapi/paysari.yaml)',
      '](pathname:///openapi/paysari.json)',
      '](pathname:///openapi/paysari.postman_collection.json)',
    ]);
  });
});
