/**
 * Finds the code samples of every page in the Markdown copies the build
 * writes (plugins/llms): they hold every page's code blocks, guide and API
 * pages alike, with brand and fact tokens already expanded, exactly as a
 * reader copies them. Pure: the caller reads the files.
 */
import { createHash } from 'node:crypto';

export const sampleLanguages = ['curl', 'node', 'php', 'python', 'ruby'] as const;
export type Language = (typeof sampleLanguages)[number];

/** Fence info string → sample language. Other fences (json, html, text…) are not code to run. */
const fenceLanguage: Readonly<Record<string, Language>> = {
  bash: 'curl',
  javascript: 'node',
  php: 'php',
  python: 'python',
  ruby: 'ruby',
};

/**
 * What a block is, which decides how it runs:
 * - request: calls the API (names the API base URL); runs against the mock.
 * - webhook: verifies webhook signatures; runs against signatures the test makes.
 * - fragment: code that needs a browser, the client-side library, a package
 *   from a registry the test cannot reach (Composer) or the reader's own
 *   surroundings (a database, an order page); only its syntax is checked.
 */
export type SampleKind = 'request' | 'webhook' | 'fragment';

export interface CodeSample {
  /** Stable, short and unique: `<page>#<n>` with n counted per page from 1. */
  id: string;
  /** The page's path on the site, e.g. /docs/api/refunds/create */
  page: string;
  /** 1-based position among the page's code blocks, for messages. */
  index: number;
  language: Language;
  kind: SampleKind;
  code: string;
}

const hmacPattern = /hmac|timingSafeEqual|compare_digest|hash_equals|secure_compare/i;

/** Packages the test machine cannot install: Composer's autoloader (Guzzle). */
const needsPackageManager = /vendor\/autoload\.php/;

export function classify(code: string, apiBaseUrl: string): SampleKind {
  if (hmacPattern.test(code)) return 'webhook';
  if (needsPackageManager.test(code)) return 'fragment';
  if (code.includes(apiBaseUrl)) return 'request';
  return 'fragment';
}

/** Every runnable-language fenced block of one Markdown page. */
export function samplesOfPage(page: string, markdown: string, apiBaseUrl: string): CodeSample[] {
  const samples: CodeSample[] = [];
  const fence = /^```([\w-]*)[^\n]*\n([\s\S]*?)^```[ \t]*$/gm;
  let index = 0;
  for (let match = fence.exec(markdown); match; match = fence.exec(markdown)) {
    const language = fenceLanguage[match[1] ?? ''];
    if (!language) continue;
    index += 1;
    const code = match[2] ?? '';
    samples.push({ id: `${page}#${index}`, page, index, language, kind: classify(code, apiBaseUrl), code });
  }
  return samples;
}

/**
 * The site writes an index page's Markdown twice (/docs/api/refunds/index.md
 * and /docs/api/refunds.md); keep one copy of each distinct page.
 */
export function distinctPages(
  pages: readonly { page: string; markdown: string }[],
): { page: string; markdown: string }[] {
  const seen = new Set<string>();
  return [...pages]
    .sort((a, b) => a.page.localeCompare(b.page))
    .filter(({ markdown }) => {
      const digest = createHash('sha256').update(markdown).digest('hex');
      if (seen.has(digest)) return false;
      seen.add(digest);
      return true;
    });
}
