import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listOperations } from '../../src/lib/openapi/resolve';
import { loadDocument, openApiPath } from '../openapi-docs/load';
import { postmanRequests, stableId, toPostmanCollection } from './downloads';

describe('toPostmanCollection', () => {
  it('has one request per operation, named after it, with auth variables defined', async () => {
    const operations = listOperations(loadDocument());
    const collection = await toPostmanCollection(readFileSync(openApiPath, 'utf8'));
    const requests = postmanRequests(collection.item);
    expect(requests).toHaveLength(operations.length);
    expect(requests.map((r) => `${r.request?.method} ${r.name}`).sort()).toEqual(
      operations.map((op) => `${op.method.toUpperCase()} ${op.operation.summary}`).sort(),
    );
    expect(collection.info.schema).toContain('v2.1.0');
    expect(collection.variable?.map((v) => v.key)).toEqual(['baseUrl', 'basicAuthUsername', 'basicAuthPassword']);
  }, 60_000);
});

describe('the Postman collection', () => {
  it('is the same file from the same document: no random ids', async () => {
    const text = readFileSync(openApiPath, 'utf8');
    const [first, second] = await Promise.all([toPostmanCollection(text), toPostmanCollection(text)]);
    expect(JSON.stringify(first)).toBe(JSON.stringify(second));
    // Every folder, request and response keeps an id of its own.
    const ids = JSON.stringify(first).match(/"id":"[^"]+"/g) ?? [];
    expect(ids.length).toBeGreaterThan(postmanRequests(first.item).length);
    expect(new Set(ids).size).toBe(ids.length);
  }, 60_000);
});

describe('stableId', () => {
  it('is UUID-shaped and depends only on the text', () => {
    expect(stableId('a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(stableId('a')).toBe(stableId('a'));
    expect(stableId('a')).not.toBe(stableId('b'));
  });
});
