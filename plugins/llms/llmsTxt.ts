/**
 * /llms.txt (https://llmstxt.org): the site's name, a summary, instructions
 * for AI agents, then every page grouped by area with its Markdown URL and a
 * one-line description. /llms-full.txt: every page's Markdown in one file.
 */
import { brand } from '../../src/brand';
import { apiDownloads } from '../../src/lib/apiDownloads';
import { markdownUrl } from '../../src/lib/markdownUrl';

/** The areas pages are grouped by, in the order llms.txt lists them. */
export const areas = ['Start here', 'Guide', 'API reference', 'Changelog'] as const;
export type Area = (typeof areas)[number];

export interface MarkdownPage {
  /** The HTML page's path, e.g. /docs/guide/intro or /docs/api/refunds/. */
  path: string;
  title: string;
  description: string;
  area: Area;
  /** The page's whole Markdown document (see pageDocument). */
  markdown: string;
}

/** The site's absolute URL of a site path. */
export const absolute = (siteUrl: string, path: string): string => `${siteUrl}${path}`;

/** A page's Markdown file: its title, its description, where it lives as HTML, then its body. */
export function pageDocument(page: { title: string; description: string; url: string }, body: string): string {
  const oneLine = page.description.replace(/\s+/g, ' ').trim();
  return `# ${page.title}\n\n> ${oneLine}\n\nSource: ${page.url}\n\n${body.trim()}\n`;
}

export const summary = `${brand.name} is a payments provider for businesses in the Philippines. Its REST API accepts payments by card, GCash, Maya, QR Ph, BillEase and BDO installments, sends billing statements, issues refunds and reports payouts, and its merchant dashboard manages the same objects without code. This site documents both: a developer guide, an API reference generated from one OpenAPI 3.1 document, and a changelog. Every page is also published as Markdown at its URL followed by \`.md\` (\`index.md\` for a URL ending in \`/\`).`;

/** What an AI agent writing an integration must get right, from the guide's own rules. */
export function agentInstructions(siteUrl: string): string {
  const doc = (path: string): string => absolute(siteUrl, markdownUrl(path));
  return [
    'Instructions for AI agents integrating with this API:',
    '',
    `- Build and test with test-mode keys: \`sk_test_…\` on the server, \`pk_test_…\` in the browser. Test mode never moves money. Never put a secret key in browser or mobile code, logs or source control. See [Authentication](${doc('/docs/guide/developer_handbook/authentication')}).`,
    `- Call \`${brand.apiBaseUrl}\` with HTTP Basic authentication: the secret key is the username and the password is empty.`,
    '- Amounts are integers in centavos (`150000` is PHP 1,500.00) and `currency` is `PHP`.',
    `- Send an \`Idempotency-Key\` header, such as a new UUID, on every \`POST\`, and reuse the same key when you retry that request.`,
    `- Fulfil orders from webhook events, not from the customer's return to your site. Verify the \`${brand.name}-Signature\` header of every delivery against the raw body (HMAC-SHA256 of \`t.body\` with the endpoint's secret key, compared in constant time; reject timestamps more than five minutes old), answer \`2xx\` quickly, and skip events you have already processed. See [Webhooks](${doc('/docs/guide/developer_handbook/webhooks')}).`,
    `- Branch on \`error.code\`, never on \`error.message\`. Retry \`429\` and \`5xx\` responses with backoff and the same idempotency key; fix the request for other \`4xx\` errors. See [Error codes](${doc('/docs/guide/developer_handbook/error_codes')}).`,
    `- Use only operations, parameters and fields that the OpenAPI document defines; do not guess endpoints. Collect card details with the client-side library, never on your server.`,
    `- Before going live, work through the [going-live checklist](${doc('/docs/guide/developer_handbook/going_live')}).`,
  ].join('\n');
}

/** The downloads and the full-text file, listed after the pages. */
function resources(siteUrl: string): string {
  const url = (path: string): string => absolute(siteUrl, path);
  return [
    '## API description files',
    '',
    `- [OpenAPI document, YAML](${url(apiDownloads.yaml)}): the whole API in one file: every operation, schema, example, error code and webhook event.`,
    `- [OpenAPI document, JSON](${url(apiDownloads.json)}): the same document in JSON.`,
    `- [Postman collection](${url(apiDownloads.postman)}): one request per operation, generated from the document.`,
    '',
    '## Optional',
    '',
    `- [Full text](${url('/llms-full.txt')}): every page above in one Markdown file.`,
  ].join('\n');
}

/** The /llms.txt file. Lists each page once, under its area. */
export function llmsTxt(pages: readonly MarkdownPage[], siteUrl: string): string {
  const sections = areas
    .map((area) => {
      const inArea = pages.filter((page) => page.area === area);
      if (inArea.length === 0) return undefined;
      const lines = inArea.map(
        (page) =>
          `- [${page.title}](${absolute(siteUrl, markdownUrl(page.path))}): ${page.description.replace(/\s+/g, ' ').trim()}`,
      );
      return [`## ${area}`, '', ...lines].join('\n');
    })
    .filter((section): section is string => section !== undefined);
  return `${[`# ${brand.docsTitle}`, `> ${summary}`, agentInstructions(siteUrl), ...sections, resources(siteUrl)].join('\n\n')}\n`;
}

/** The /llms-full.txt file: the summary, then every page's Markdown in llms.txt order. */
export function llmsFullTxt(pages: readonly MarkdownPage[]): string {
  const ordered = areas.flatMap((area) => pages.filter((page) => page.area === area));
  return `${[`# ${brand.docsTitle}`, `> ${summary}`, ...ordered.map((page) => page.markdown.trim())].join('\n\n---\n\n')}\n`;
}
