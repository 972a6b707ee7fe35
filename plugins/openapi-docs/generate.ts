/**
 * Writes the generated API reference: one MDX page per operation, one index
 * page per resource area, the event types page, the API sidebar and the
 * downloadable document. Everything it writes is gitignored and rebuilt on
 * every start, build and test, so it cannot drift from openapi/.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import path from 'node:path';
import { errorCatalogue } from '../../src/lib/openapi/errorCatalogue';
import { listOperations } from '../../src/lib/openapi/resolve';
import { builderOperation } from '../../src/lib/requestBuilder/operationData';
import { sandboxDocument } from '../../src/lib/sandboxClient/sandboxDocument';
import { facts } from '../../src/data/facts';
import { sampleEventBody } from '../../src/lib/webhookSignature/sampleDelivery';
import type { OpenApiDocument, OperationEntry, Tag } from '../../src/lib/openapi/types';
import { eventTypesPage, overviewAreas, sidebarGroups } from './layout';
import { loadDocument, loadRawDocument, openApiPath, repoRoot } from './load';
import {
  apiPath,
  escapeMdx,
  firstSentence,
  frontMatter,
  objectLabel,
  renderAreaPage,
  renderOperationPage,
  type AreaOperationLink,
} from './render';

export const apiDocsDir = path.join(repoRoot, 'docs/api');
export const generatedDir = path.join(repoRoot, '.generated/api');
export const generatedStaticDir = path.join(repoRoot, '.generated/static');
/** One JSON file per operation, loaded by the request builder only when a reader opens it. */
export const builderDataDir = path.join(generatedDir, 'operations');
/** The stable URL of the downloadable document. */
export const openApiDownloadPath = '/openapi/paysari.yaml';

/** Guide pages every operation page links to. */
export const guideLinks = {
  errorCodesPath: '/docs/guide/developer_handbook/error_codes',
  authenticationPath: '/docs/guide/developer_handbook/authentication',
};

export interface GeneratedPage {
  /** Path under docs/api without extension, e.g. refunds/create */
  docPath: string;
  contents: string;
}

export interface OperationPage {
  docPath: string;
  entry: OperationEntry;
}

export function tagOf(document: OpenApiDocument, entry: OperationEntry): Tag {
  const name = entry.operation.tags?.[0];
  const tag = document.tags?.find((t) => t.name === name);
  if (!tag) throw new Error(`Operation ${entry.operation.operationId} has no tag declared in "tags" (got ${name}).`);
  return tag;
}

export function operationPages(document: OpenApiDocument): OperationPage[] {
  return listOperations(document).map((entry) => {
    const docPath = entry.operation['x-doc-path'];
    if (!docPath) throw new Error(`Operation ${entry.operation.operationId} has no x-doc-path.`);
    return { docPath, entry };
  });
}

export const sitePath = (docPath: string): string =>
  docPath.endsWith('/index') ? `/docs/api/${docPath.slice(0, -'index'.length)}` : `/docs/api/${docPath}`;

function eventTypesSection(document: OpenApiDocument): string {
  const rows = Object.entries(document.webhooks ?? {}).map(([type, item]) => {
    const operation = item.post;
    const objectSchema = operation?.['x-event-object'];
    const area = document.tags?.find((t) => t['x-schema'] === objectSchema)?.['x-doc-area'];
    const objectCell = objectSchema
      ? area
        ? `[${objectLabel(objectSchema)}](/docs/api/${area}/)`
        : objectLabel(objectSchema)
      : '—';
    const when = escapeMdx(firstSentence(operation?.description) ?? operation?.summary ?? '').replace(/\|/g, '\\|');
    return `| \`${type}\` | ${objectCell} | ${when} |`;
  });
  return ['| Event type | Object in `data.object` | When it fires |', '| --- | --- | --- |', ...rows].join('\n');
}

function renderEventTypesPage(document: OpenApiDocument): string {
  const webhooks = Object.entries(document.webhooks ?? {});
  const groups = new Map<string, [string, NonNullable<(typeof webhooks)[number][1]['post']>][]>();
  for (const [type, item] of webhooks) {
    if (!item.post) continue;
    const prefix = type.split('.')[0] ?? type;
    groups.set(prefix, [...(groups.get(prefix) ?? []), [type, item.post]]);
  }
  const details: string[] = [];
  for (const [prefix, events] of groups) {
    details.push(`## ${prefix.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())} events`);
    for (const [type, operation] of events) {
      details.push('', `### ${type}`, '', escapeMdx(operation.description ?? operation.summary));
    }
    details.push('');
  }
  return [
    frontMatter({
      title: 'Event types',
      description: 'Every event type your webhook endpoints can receive, the object each carries and when it fires.',
    }),
    `Every event your [webhook endpoints](/docs/api/webhooks/) can subscribe to. Each event is an [event object](/docs/api/events/) whose \`data.object\` holds the resource as it was when the event happened.`,
    '',
    '## All event types',
    '',
    eventTypesSection(document),
    '',
    ...details,
  ].join('\n');
}

export function generatePages(document: OpenApiDocument): GeneratedPage[] {
  const pages: GeneratedPage[] = [];
  const byArea = new Map<string, AreaOperationLink[]>();
  const tags = document.tags ?? [];

  for (const { docPath, entry } of operationPages(document)) {
    const tag = tagOf(document, entry);
    const area = tag['x-doc-area'];
    if (!area) throw new Error(`Tag "${tag.name}" has no x-doc-area.`);
    if (!docPath.startsWith(`${area}/`)) {
      throw new Error(
        `Operation ${entry.operation.operationId}: x-doc-path "${docPath}" is outside its tag's area "${area}".`,
      );
    }
    pages.push({
      docPath,
      contents: renderOperationPage(document, entry, {
        ...guideLinks,
        areaPath: `/docs/api/${area}/`,
        areaLabel: tag.name,
      }),
    });
    byArea.set(area, [
      ...(byArea.get(area) ?? []),
      {
        summary: entry.operation.summary,
        method: entry.method,
        path: apiPath(document, entry),
        href: sitePath(docPath),
      },
    ]);
  }

  for (const tag of tags) {
    const area = tag['x-doc-area'];
    if (!area) throw new Error(`Tag "${tag.name}" has no x-doc-area.`);
    const extra =
      area === 'events'
        ? [
            '## Event types',
            '',
            `See [Event types](/docs/api/${eventTypesPage}) for every event type, the object it carries and when it fires.`,
          ].join('\n')
        : undefined;
    pages.push({
      docPath: `${area}/index`,
      contents: renderAreaPage(document, tag, byArea.get(area) ?? [], extra ? [extra] : []),
    });
  }
  pages.push({ docPath: eventTypesPage, contents: renderEventTypesPage(document) });
  return pages;
}

type SidebarItem =
  | string
  | { type: 'doc'; id: string; label?: string; className?: string }
  | { type: 'category'; label: string; link?: { type: 'doc'; id: string }; collapsed?: boolean; items: SidebarItem[] };

export function buildSidebar(document: OpenApiDocument): SidebarItem[] {
  const pages = operationPages(document);
  const tags = document.tags ?? [];
  const areaCategory = (area: string): SidebarItem => {
    const tag = tags.find((t) => t['x-doc-area'] === area);
    if (!tag) throw new Error(`layout.ts lists area "${area}" but no tag in the document has x-doc-area "${area}".`);
    const items: SidebarItem[] = pages
      .filter((p) => p.docPath.startsWith(`${area}/`))
      .map((p) => ({
        type: 'doc',
        id: `api/${p.docPath}`,
        label: p.entry.operation.summary,
        className: `api-method api-method--${p.entry.method}`,
      }));
    if (area === 'events') items.push({ type: 'doc', id: `api/${eventTypesPage}`, label: 'Event types' });
    return {
      type: 'category',
      label: tag.name,
      link: { type: 'doc', id: `api/${area}/index` },
      collapsed: true,
      items,
    };
  };
  const [landing, ...rest] = sidebarGroups;
  if (!landing) throw new Error('layout.ts must define at least one sidebar group.');
  return [
    { type: 'doc', id: `api/${landing.overview}/index`, label: landing.label },
    ...landing.areas.map(areaCategory),
    ...rest.map((group) => ({
      type: 'category' as const,
      label: group.label,
      link: { type: 'doc' as const, id: `api/${group.overview}/index` },
      collapsed: false,
      items: group.areas.map(areaCategory),
    })),
  ];
}

/**
 * The sandbox's document and facts, and the model version a reader's stored sandbox is
 * replayed against: a hash of the document, the facts and the model's source.
 * When any of them changes, a stored request log could replay differently, so
 * the reader's browser resets it with a notice (src/lib/sandboxClient/storage.ts).
 */
export function sandboxData(): { modelVersion: string; document: OpenApiDocument; facts: typeof facts } {
  const document = sandboxDocument(loadRawDocument());
  const hash = createHash('sha256').update(JSON.stringify(document)).update(JSON.stringify(facts));
  const modelDir = path.join(repoRoot, 'sandbox');
  for (const name of readdirSync(modelDir).sort()) {
    if (name.endsWith('.ts') && !name.endsWith('.test.ts')) hash.update(readFileSync(path.join(modelDir, name)));
  }
  // The facts travel as data too: their module reads the document from disk, which a browser cannot.
  return { modelVersion: hash.digest('hex').slice(0, 16), document, facts };
}

/** Removes everything a previous run generated, keeping the hand-written overviews. */
function cleanGeneratedDocs(): void {
  mkdirSync(apiDocsDir, { recursive: true });
  for (const name of readdirSync(apiDocsDir)) {
    if ((overviewAreas as readonly string[]).includes(name)) continue;
    rmSync(path.join(apiDocsDir, name), { recursive: true, force: true });
  }
}

export function generateApiDocs(): { pages: number; operations: number } {
  const document = loadDocument();
  for (const area of overviewAreas) {
    if ((document.tags ?? []).some((t) => t['x-doc-area'] === area)) {
      throw new Error(`Area "${area}" is a hand-written overview; no tag may generate it.`);
    }
  }
  const pages = generatePages(document);
  cleanGeneratedDocs();
  for (const page of pages) {
    const file = path.join(apiDocsDir, `${page.docPath}.mdx`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page.contents);
  }
  mkdirSync(generatedDir, { recursive: true });
  writeFileSync(path.join(generatedDir, 'sidebar.json'), `${JSON.stringify(buildSidebar(document), null, 2)}\n`);
  // One file per operation, so a page's builder chunk carries only its own operation.
  rmSync(builderDataDir, { recursive: true, force: true });
  mkdirSync(builderDataDir, { recursive: true });
  const serverUrl = document.servers[0]?.url ?? '';
  for (const { entry } of operationPages(document)) {
    const data = builderOperation(entry, serverUrl);
    writeFileSync(path.join(builderDataDir, `${data.operationId}.json`), `${JSON.stringify(data)}\n`);
  }
  // The signature checker's sample delivery (src/components/WebhookSignatureCheckerPanel).
  writeFileSync(
    path.join(generatedDir, 'webhook-sample-event.json'),
    `${JSON.stringify({ body: sampleEventBody(document) })}\n`,
  );
  // Read by the error codes guide page (src/components/ErrorCodeTable).
  writeFileSync(path.join(generatedDir, 'error-codes.json'), `${JSON.stringify(errorCatalogue(document), null, 2)}\n`);
  // The in-browser sandbox's copy of the document (src/lib/sandboxClient/sandbox.worker.ts), and its
  // version alone, for the request builder's offers before the sandbox has started (src/components/SandboxSend).
  const sandbox = sandboxData();
  writeFileSync(path.join(generatedDir, 'sandbox-document.json'), `${JSON.stringify(sandbox)}\n`);
  writeFileSync(
    path.join(generatedDir, 'sandbox-version.json'),
    `${JSON.stringify({ modelVersion: sandbox.modelVersion })}\n`,
  );
  const downloadFile = path.join(generatedStaticDir, openApiDownloadPath);
  mkdirSync(path.dirname(downloadFile), { recursive: true });
  copyFileSync(openApiPath, downloadFile);
  writeFileSync(downloadFile.replace(/\.yaml$/, '.json'), `${JSON.stringify(loadRawDocument(), null, 2)}\n`);
  return { pages: pages.length, operations: operationPages(document).length };
}
