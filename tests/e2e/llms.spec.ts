/**
 * The machine-readable site, as the production build serves it: a Markdown
 * file for every route, /llms.txt, the Postman collection, and the page menu
 * that copies a page's Markdown to the clipboard.
 */
import { test as fileTest, type APIRequestContext } from '@playwright/test';
import { brand } from '../../src/brand';
import { markdownUrl } from '../../src/lib/markdownUrl';
import { listOperations } from '../../src/lib/openapi/resolve';
import { propertyRows } from '../../src/lib/openapi/schemaRows';
import { apiDownloads } from '../../src/lib/apiDownloads';
import { agentFilePaths } from '../../plugins/llms/agentFiles';
import { markdownProblems } from '../../plugins/llms/check';
import { postmanRequests, type PostmanCollection } from '../../plugins/llms/downloads';
import { operationPages, sitePath } from '../../plugins/openapi-docs/generate';
import { loadDocument } from '../../plugins/openapi-docs/load';
import { apiPath } from '../../plugins/openapi-docs/render';
import { seriousViolations } from './axe';
import { expect, routes, test, waitForHydration } from './fixtures';

const document = loadDocument();

async function getText(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), `GET ${url}`).toBe(200);
  return response.text();
}

// These tests only fetch files: the plain Playwright test, without the browser page of ./fixtures.
test.describe('Markdown for every route', () => {
  for (const { path } of routes) {
    const url = markdownUrl(path);
    fileTest(`${url} is Markdown with no JSX, imports or component tags`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status(), `GET ${url}`).toBe(200);
      expect(response.headers()['content-type']).toContain('text/markdown');
      const markdown = await response.text();
      expect(markdown).toMatch(/^# .+\n\n> .+\n\nSource: https:\/\//);
      expect(markdownProblems(markdown)).toEqual([]);
    });
  }

  for (const { docPath, entry } of operationPages(document)) {
    const url = markdownUrl(sitePath(docPath));
    fileTest(`${url} has its method, path and every parameter name`, async ({ request }) => {
      const markdown = await getText(request, url);
      expect(markdown).toContain(`\`${entry.method.toUpperCase()} ${apiPath(document, entry)}\``);
      const body = entry.operation.requestBody?.content['application/json']?.schema;
      const names = [
        ...entry.parameters.map((p) => p.name),
        ...(body ? propertyRows(body).map((row) => row.name) : []),
      ];
      for (const name of names) expect(markdown, name).toContain(`\`${name}\``);
      // The five code samples and the downloads, as on the HTML page.
      for (const label of ['curl', 'Node.js', 'PHP', 'Python', 'Ruby']) expect(markdown).toContain(`**${label}**`);
      expect(markdown).toContain(apiDownloads.postman);
    });
  }

  fileTest('guide pages turn tabs, admonitions and diagrams into plain Markdown', async ({ request }) => {
    const markdown = await getText(request, '/docs/guide/developer_handbook/webhooks.md');
    expect(markdown).toContain('**Node.js**\n\n```javascript');
    expect(markdown).toMatch(/^> \*\*Warning\*\*$/m);
    expect(markdown).toContain('```mermaid\nsequenceDiagram');
    expect(markdown).toContain(`${brand.name}-Signature`);
  });
});

test.describe('/llms.txt', () => {
  fileTest('lists every route exactly once, and every link in it resolves', async ({ request }) => {
    fileTest.setTimeout(120_000);
    const text = await getText(request, '/llms.txt');
    expect(text.startsWith(`# ${brand.docsTitle}\n\n> `)).toBe(true);
    const pathOf = (link: string): string => {
      expect(link.startsWith(brand.docsUrl), link).toBe(true);
      return link.slice(brand.docsUrl.length);
    };
    // The page list: one "- [Title](url): description" line per page.
    const listed = [...text.matchAll(/^- \[[^\]]+\]\((\S+?)\): /gm)].map((m) => pathOf(m[1] ?? ''));
    for (const { path } of routes) {
      // A route's page, by either of its Markdown URLs (/docs.md is /docs/index.md).
      const forms = new Set([markdownUrl(path), markdownUrl(path.endsWith('/') ? path.slice(0, -1) : `${path}/`)]);
      expect(
        listed.filter((p) => forms.has(p)),
        path,
      ).toHaveLength(1);
    }
    const links = [...text.matchAll(/\]\((\S+?)\)/g)].map((m) => pathOf(m[1] ?? ''));
    for (const path of new Set(links)) {
      const response = await request.get(path);
      expect(response.status(), `llms.txt links ${path}`).toBe(200);
    }
  });

  fileTest('/llms-full.txt has the full text of every page', async ({ request }) => {
    const text = await getText(request, '/llms-full.txt');
    for (const { path } of routes) expect(text, path).toContain(`Source: ${brand.docsUrl}${path}`);
  });
});

test.describe('files agents look for', () => {
  /** The site path of a link to this site, failing on a link anywhere else. */
  const sitePathOf = (link: string): string => {
    expect(link.startsWith(brand.docsUrl), `${link} is on ${brand.docsUrl}`).toBe(true);
    return link.slice(brand.docsUrl.length);
  };

  // RFC 9727: /.well-known/api-catalog is an RFC 9264 linkset; the types it is
  // served with are nginx's, checked in tests/server/headers.spec.ts.
  fileTest(
    '/.well-known/api-catalog is a linkset naming the API, its OpenAPI document, docs and llms.txt',
    async ({ request }) => {
      const response = await request.get(agentFilePaths.apiCatalog);
      expect(response.status()).toBe(200);
      const catalog = (await response.json()) as { linkset: ({ anchor: string } & Record<string, unknown>)[] };
      expect(Object.keys(catalog)).toEqual(['linkset']);
      const targets: string[] = [];
      for (const context of catalog.linkset) {
        expect(typeof context.anchor).toBe('string');
        for (const [relation, links] of Object.entries(context)) {
          if (relation === 'anchor') continue;
          expect(Array.isArray(links), `${relation}: an array of target objects`).toBe(true);
          for (const link of links as { href: unknown }[]) {
            expect(typeof link.href, `${relation}: every target has an href`).toBe('string');
            targets.push(link.href as string);
          }
        }
      }
      const api = catalog.linkset.find((context) => context.anchor === brand.apiBaseUrl);
      expect(api, 'a link context anchored at the API').toBeDefined();
      const onSite = targets.filter((href) => href.startsWith(brand.docsUrl)).map(sitePathOf);
      expect(onSite).toEqual(expect.arrayContaining([apiDownloads.yaml, apiDownloads.json, '/llms.txt']));
      for (const path of onSite) expect((await request.get(path)).status(), `the catalog links ${path}`).toBe(200);
    },
  );

  fileTest('/skill.md is an agent skill whose links all resolve', async ({ request }) => {
    const text = await getText(request, agentFilePaths.skill);
    expect(text).toMatch(/^---\nname: .+\ndescription: .+\n---\n/);
    const links = text
      .split(/[\s()]+/)
      .filter((word) => word.startsWith(brand.docsUrl))
      .map((word) => sitePathOf(word.replace(/[.,:]+$/, '')));
    expect(links.length).toBeGreaterThan(5);
    for (const path of new Set(links)) expect((await request.get(path)).status(), `skill.md links ${path}`).toBe(200);
  });
});

fileTest('the Postman collection parses and has one request per operation', async ({ request }) => {
  const response = await request.get(apiDownloads.postman);
  expect(response.status()).toBe(200);
  const collection = (await response.json()) as PostmanCollection;
  const operations = listOperations(document);
  const requests = postmanRequests(collection.item);
  expect(requests).toHaveLength(operations.length);
  expect(requests.map((r) => `${r.request?.method} ${r.name}`).sort()).toEqual(
    operations.map((op) => `${op.method.toUpperCase()} ${op.operation.summary}`).sort(),
  );
});

test('the API landing page and operation pages link the downloads', async ({ page, request }) => {
  for (const path of ['/docs/api/core_resources/', '/docs/api/refunds/create']) {
    await page.goto(path);
    for (const name of ['YAML', 'JSON', 'Postman collection']) {
      const href = await page.locator('article').getByRole('link', { name, exact: true }).getAttribute('href');
      expect((await request.get(href ?? '')).status(), `${path}: ${name} → ${href}`).toBe(200);
    }
  }
});

test.describe('page menu', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test("'Copy page as Markdown' puts the page's Markdown on the clipboard", async ({ page, request }) => {
    await page.goto('/docs/api/refunds/create');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy page', exact: true }).click();
    await page.getByRole('button', { name: /^Copy page as Markdown/ }).click();
    await expect(page.getByRole('status')).toHaveText('Page copied to the clipboard as Markdown.');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await getText(request, '/docs/api/refunds/create.md'));
    expect(clipboard).toContain('`POST /v1/refunds`');
  });

  test("'Open in ChatGPT' and 'Open in Claude' name the page's Markdown address; nothing reaches their hosts", async ({
    page,
  }) => {
    const otherHosts: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).hostname !== '127.0.0.1') otherHosts.push(r.url());
    });
    await page.goto('/docs/guide/developer_handbook/webhooks');
    await waitForHydration(page);
    const trigger = page.getByRole('button', { name: 'Copy page', exact: true });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const markdownAddress = `${brand.docsUrl}/docs/guide/developer_handbook/webhooks.md`;
    for (const [name, host] of [
      ['Open in ChatGPT', 'chatgpt.com'],
      ['Open in Claude', 'claude.ai'],
    ] as const) {
      const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      const href = new URL((await link.getAttribute('href')) ?? '');
      expect(href.hostname).toBe(host);
      expect(href.searchParams.get('q')).toBe(`Read ${markdownAddress} so I can ask questions about it.`);
    }
    // The keyboard reaches them from the menu's first item.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /^Open in ChatGPT/ })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    expect(otherHosts, 'requests to another host before any click').toEqual([]);
  });

  test("'View as Markdown' links the page's Markdown; the menu loads on first use and closes with Escape", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/docs/guide/developer_handbook/payments/integrations/', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const loaded = scripts.length;
    const trigger = page.getByRole('button', { name: 'Copy page', exact: true });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    const view = page.getByRole('link', { name: /^View as Markdown/ });
    await expect(view).toHaveAttribute('href', '/docs/guide/developer_handbook/payments/integrations/index.md');
    // The menu's code was not part of the page's first load.
    expect(scripts.length).toBeGreaterThan(loaded);
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
