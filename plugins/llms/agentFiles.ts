/**
 * The two files coding agents look for at fixed addresses, written by the
 * production build beside llms.txt:
 *
 *   /.well-known/api-catalog   RFC 9727 API catalog, an RFC 9264 linkset (JSON)
 *   /skill.md                  an agent skill: how to integrate, step by step
 *
 * Both are built from the brand, the facts module and the download list, the
 * sources the pages use, so a changed figure changes them too.
 */
import { brand } from '../../src/brand';
import { facts } from '../../src/data/facts';
import { testCardList } from '../../src/data/facts/testCards';
import { apiDownloads } from '../../src/lib/apiDownloads';
import { sampleLanguages } from '../../src/lib/languages';
import { markdownUrl } from '../../src/lib/markdownUrl';
import { absolute } from './llmsTxt';

/** Site paths of the agent files. */
export const agentFilePaths = {
  apiCatalog: '/.well-known/api-catalog',
  skill: '/skill.md',
} as const;

/** The media type RFC 9727 gives the catalog (section 4.1, with its profile parameter). */
export const apiCatalogContentType = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';

/** A target link of a linkset (RFC 9264 section 4.2.4). */
interface LinkTarget {
  href: string;
  type?: string;
  title?: string;
}

/** One link context object: its anchor and its links by relation type. */
type LinkContext = { anchor: string } & Record<string, string | LinkTarget[]>;

/** A test card's number by its key in the facts module; a renamed card stops the build. */
export function testCardNumber(key: string): string {
  const card = testCardList.find((candidate) => candidate.key === key);
  if (!card) throw new Error(`agentFiles: no test card "${key}" in src/data/facts/testCards.ts`);
  return card.number;
}

/** Where the API reference starts, and the guide. */
const apiReferencePath = '/docs/api/core_resources/';
const guideStartPath = '/docs/guide/intro';

/**
 * The catalog (RFC 9727 section 4.2 and appendix A): the catalog names the
 * API as its `item`, and the API links its description (`service-desc`: the
 * OpenAPI document in both formats), its documentation (`service-doc`: the
 * HTML reference and guide, llms.txt and the skill file) and its changelog
 * (`service-meta`, the relation for information about the API).
 */
export function apiCatalog(siteUrl: string): { linkset: LinkContext[] } {
  const url = (path: string): string => absolute(siteUrl, path);
  return {
    linkset: [
      {
        anchor: url(agentFilePaths.apiCatalog),
        item: [{ href: brand.apiBaseUrl, title: `${brand.name} API` }],
      },
      {
        anchor: brand.apiBaseUrl,
        'service-desc': [
          { href: url(apiDownloads.yaml), type: 'application/yaml', title: 'OpenAPI 3.1 document (YAML)' },
          { href: url(apiDownloads.json), type: 'application/json', title: 'OpenAPI 3.1 document (JSON)' },
        ],
        'service-doc': [
          { href: url(apiReferencePath), type: 'text/html', title: 'API reference' },
          { href: url(guideStartPath), type: 'text/html', title: 'Developer guide' },
          { href: url('/llms.txt'), type: 'text/plain', title: 'Documentation index for AI assistants' },
          { href: url(agentFilePaths.skill), type: 'text/markdown', title: 'Agent skill: integrating the API' },
        ],
        'service-meta': [{ href: url('/changelog'), type: 'text/html', title: 'Changelog' }],
      },
    ],
  };
}

/**
 * /skill.md: an agent skill (front matter with a name and a description,
 * then instructions) telling a coding agent how to integrate. Every figure is
 * a fact or brand value; every page named is linked at its Markdown address.
 */
export function skillMd(siteUrl: string): string {
  const doc = (path: string): string => absolute(siteUrl, markdownUrl(path));
  const { idempotency, payment } = facts.limits;
  const languages = sampleLanguages.map((language) => language.label).join(', ');
  return `---
name: ${brand.name.toLowerCase()}-api-integration
description: Integrate a server and web or mobile checkout with the ${brand.name} payments API (${brand.apiBaseUrl}): authentication, idempotent requests, webhooks, test mode and where the code samples are.
---

# Integrating with the ${brand.name} API

Use this skill when you write code that calls ${brand.apiBaseUrl}, receives ${brand.name} webhooks or collects payment details on a web page or in an app.
Use only operations, parameters and fields that the OpenAPI document defines: ${absolute(siteUrl, apiDownloads.yaml)} (JSON: ${absolute(siteUrl, apiDownloads.json)}). Never guess an endpoint.

## Authentication

- Send HTTP Basic authentication on every request: the secret key is the username, and the password is empty.
- Build and test with test-mode keys: \`sk_test_…\` on the server, \`pk_test_…\` in the browser. A live key starts with \`sk_live_\` or \`pk_live_\`.
- Keep secret keys on the server: never in browser or mobile code, logs or source control. Read them from the environment.
- Connect with ${facts.platform.minimumTls} or later.
- Guide: ${doc('/docs/guide/developer_handbook/authentication')}

## Amounts

- Amounts are integers in centavos, with \`currency\` \`PHP\`: \`150000\` is PHP 1,500.00. The smallest payment is ${payment.min} (\`${payment.minMinor}\`).

## Idempotency

- Send an \`Idempotency-Key\` header, such as a new UUID (at most ${idempotency.keyMaxLength} characters), on every \`POST\`.
- When you retry a request, send it again with the same key: for ${idempotency.window} the API answers a repeated key with the first request's result instead of acting twice.
- Retry \`429\` and \`5xx\` answers with exponential backoff and the same key. Fix the request for any other \`4xx\`; branch on \`error.code\`, never on \`error.message\`.
- Guide: ${doc('/docs/guide/developer_handbook/error_handling')}, codes: ${doc('/docs/guide/developer_handbook/error_codes')}

## Webhooks

- Fulfil orders from webhook events, not from the customer's return to your site.
- Verify the \`${brand.name}-Signature\` header of every delivery against the raw request body: HMAC-SHA256 of \`<t>.<body>\` with the endpoint's signing secret, compared in constant time. Reject a timestamp more than ${facts.platform.clockTolerance} old.
- Answer with a \`2xx\` status within ${facts.webhooks.responseTimeout}, then do the work. Failed deliveries are retried for ${facts.webhooks.retryWindow}, so an event can arrive more than once: skip events you have already processed.
- Accept bodies up to ${facts.webhooks.maxPayloadSize}.
- Guide: ${doc('/docs/guide/developer_handbook/webhooks')}

## Test mode

- The key's prefix sets the mode: there is no mode parameter and no separate test server. Test mode never moves money; objects carry \`livemode: false\`.
- Test cards: \`${testCardNumber('visa')}\` succeeds, \`${testCardNumber('threeDSecure')}\` asks for 3-D Secure, \`${testCardNumber('declined')}\` is declined. Use ${facts.testCards.entryRule}.
- Test mode allows ${facts.rateLimits.test} requests per second (live mode ${facts.rateLimits.live}).
- Guide: ${doc('/docs/guide/developer_handbook/testing/testmode')}, test data: ${doc('/docs/guide/developer_handbook/testing/testing_your_integration')}

## Code samples

- Every operation's page in the API reference has a sample request in ${languages}, and its example responses: ${absolute(siteUrl, apiReferencePath)} (every page is also Markdown at its address plus \`.md\`).
- The index of every page, for reading the right one: ${absolute(siteUrl, '/llms.txt')}
- Before going live, work through ${doc('/docs/guide/developer_handbook/going_live')}
`;
}
