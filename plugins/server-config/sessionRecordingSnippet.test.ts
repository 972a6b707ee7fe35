import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionRecordingSnippet } from './sessionRecordingSnippet';

describe('sessionRecordingSnippet', () => {
  afterEach(() => {
    // Test files share their worker's modules and globals (vitest.config.ts: isolate off).
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('names the site id and script version', () => {
    const snippet = sessionRecordingSnippet(1234567);
    expect(snippet).toContain('hjid:1234567');
    expect(snippet).toContain('hjsv:6');
    expect(sessionRecordingSnippet(42)).not.toBe(snippet);
  });

  it('is exactly the text the browser build of the package inserts', async () => {
    // The browser bundle uses the package's ES module build, not the CommonJS one read above.
    const inserted: { innerText?: string }[] = [];
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {
      getElementById: () => null,
      createElement: () => ({}),
      head: { appendChild: (element: { innerText?: string }) => inserted.push(element) },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { default: Hotjar } = await import('@hotjar/browser');
    Hotjar.init(1234567, 6);
    expect(inserted).toHaveLength(1);
    expect(inserted[0]!.innerText).toBe(sessionRecordingSnippet(1234567));
  });
});
