/**
 * The session-recording tool's start-up snippet. `@hotjar/browser` starts the
 * tool by adding an inline <script> whose text contains the site id; under a
 * CSP without 'unsafe-inline' that script runs only if the policy lists its
 * hash. The text comes from running the installed package itself against a
 * stand-in document (in an isolated VM context), so upgrading the package
 * cannot leave a stale hash behind.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { SESSION_RECORDING_SCRIPT_VERSION } from '../../src/lib/widgets/sessionRecording';

interface HotjarModule {
  default: { init(siteId: number, version: number): boolean };
}

/** The exact text of the inline script `Hotjar.init(siteId, version)` adds to the page. */
export function sessionRecordingSnippet(siteId: number, version = SESSION_RECORDING_SCRIPT_VERSION): string {
  // __filename, not import.meta: Docusaurus (jiti), Vitest and Playwright all load this file.
  const require = createRequire(__filename);
  const code = readFileSync(require.resolve('@hotjar/browser'), 'utf8');
  const script: Record<string, unknown> = {};
  const context = {
    exports: {} as Partial<HotjarModule>,
    window: {},
    document: {
      getElementById: () => null,
      createElement: () => script,
      head: { appendChild: () => undefined },
    },
    // init() reports, through console.error, that the tool did not start (nothing runs here).
    console: { error: () => undefined },
  };
  vm.runInNewContext(code, context, { filename: '@hotjar/browser' });
  context.exports.default?.init(siteId, version);
  const text = script.innerText;
  if (typeof text !== 'string' || !text.includes(String(siteId))) {
    throw new Error('Could not read the start-up snippet of @hotjar/browser: has the package changed how it starts?');
  }
  return text;
}
