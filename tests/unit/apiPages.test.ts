/**
 * The API reference's pages and the OpenAPI document match one to one:
 * every /docs/api route has a page, every operation has exactly one page,
 * and each operation page shows its own method and path.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import routesFile from '../fixtures/routes.json';
import { builderDataDir, generatePages, operationPages, sitePath } from '../../plugins/openapi-docs/generate';
import { overviewAreas } from '../../plugins/openapi-docs/layout';
import { loadDocument } from '../../plugins/openapi-docs/load';
import { builderOperation } from '../../src/lib/requestBuilder/operationData';

const repoRoot = path.resolve(__dirname, '../..');
const document = loadDocument();
const pages = generatePages(document);
const generatedRoutes = new Map(pages.map((page) => [sitePath(page.docPath), page]));
const overviewRoutes = overviewAreas.map((area) => `/docs/api/${area}/`);
const apiRoutes = routesFile.routes.map((r) => r.path).filter((p) => p.startsWith('/docs/api/'));

describe('API reference pages', () => {
  it('routes.json lists 51 API routes', () => {
    expect(apiRoutes).toHaveLength(51);
  });

  it.each(apiRoutes)('%s has a page', (route) => {
    const overview = overviewRoutes.includes(route);
    const generated = generatedRoutes.has(route);
    expect(overview || generated, `${route}: add an operation with x-doc-path, a tag area, or an overview page`).toBe(
      true,
    );
    if (overview) {
      const area = route.split('/')[3] ?? '';
      expect(existsSync(path.join(repoRoot, `docs/api/${area}/index.mdx`))).toBe(true);
    }
  });

  it('generates no page that routes.json does not list', () => {
    const extra = [...generatedRoutes.keys()].filter((route) => !apiRoutes.includes(route));
    expect(extra, 'remove these pages or add them to the specification').toEqual([]);
  });

  const operations = operationPages(document);
  it('every operation has exactly one page', () => {
    const paths = operations.map((op) => op.docPath);
    expect(new Set(paths).size).toBe(paths.length);
    expect(operations).toHaveLength(36);
  });

  it.each(operations.map((op) => [op.entry.operation.operationId, op] as const))(
    '%s’s page shows its method and path',
    (_id, { docPath, entry }) => {
      const page = generatedRoutes.get(sitePath(docPath));
      expect(page?.contents).toContain(`<ApiEndpoint method="${entry.method}" path="/v1${entry.path}"`);
      expect(page?.contents).toContain(`operation_id: "${entry.operation.operationId}"`);
      expect(page?.contents).toContain('<Tabs groupId="language">');
    },
  );

  it.each(operations.map((op) => [op.entry.operation.operationId, op] as const))(
    '%s’s page has a request builder, with its own data file (run `npm run generate` first)',
    (id, { docPath, entry }) => {
      expect(generatedRoutes.get(sitePath(docPath))?.contents).toContain(
        `<RequestBuilder operationId="${id}" loadOperation={() => import('@site/.generated/api/operations/${id}.json')} />`,
      );
      const file = path.join(builderDataDir, `${id}.json`);
      expect(existsSync(file), `${file} is missing: run npm run generate`).toBe(true);
      const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      expect(data).toEqual(builderOperation(entry, document.servers[0]?.url ?? ''));
    },
  );
});
