import { describe, expect, it } from 'vitest';
import {
  languageFromQuery,
  tabChoiceClasses,
  tabChoiceCss,
  tabChoiceScript,
  tabChoiceStorageKey,
  tabChoiceStyleId,
} from './tabChoice';
import { sampleLanguages } from './languages';

/**
 * Runs the inline script against a fake localStorage, document and address;
 * returns the stylesheet it wrote, if any. What the script stores lands in `stored`.
 */
function runScript(stored: Record<string, string>, search = ''): { id: string; textContent: string } | null {
  const localStorage = {
    get length() {
      return Object.keys(stored).length;
    },
    key: (i: number) => Object.keys(stored)[i] ?? null,
    getItem: (key: string) => stored[key] ?? null,
    setItem: (key: string, value: string) => {
      stored[key] = value;
    },
  };
  let written: { id: string; textContent: string } | null = null;
  const document = {
    createElement: () => ({ id: '', textContent: '' }),
    head: { appendChild: (style: { id: string; textContent: string }) => (written = style) },
  };
  new Function('localStorage', 'document', 'location', tabChoiceScript)(localStorage, document, { search });
  return written;
}

describe('tab choice before hydration', () => {
  it('uses the engine storage key and the classes the Tabs wrapper adds', () => {
    expect(tabChoiceStorageKey('language')).toBe('docusaurus.tab.language');
    expect(tabChoiceClasses('language', 'python')).toEqual({
      group: 'tabs-group--language',
      panel: 'tab-panel--python',
      tabAttribute: 'data-tab-value',
    });
  });

  it('writes the same rules as tabChoiceCss for each stored group', () => {
    const style = runScript({ 'docusaurus.tab.language': 'python', 'docusaurus.tab.os': 'linux', other: 'x' });
    expect(style?.id).toBe(tabChoiceStyleId);
    expect(style?.textContent).toBe(tabChoiceCss('language', 'python') + tabChoiceCss('os', 'linux'));
  });

  it('shows the chosen panel and hides the others only in sets that have the choice', () => {
    const css = tabChoiceCss('language', 'python');
    expect(css).toContain('.tabs-container:has(>.tabs-group--language [data-tab-value="python"])>div>[role=tabpanel]');
    expect(css).toContain('>div>.tab-panel--python{display:block!important}');
  });

  it('writes nothing without a stored choice, and ignores values that could inject CSS', () => {
    expect(runScript({})).toBeNull();
    expect(runScript({ 'docusaurus.tab.language': 'x"]{}body{display:none}' })).toBeNull();
  });

  it('never throws, even without localStorage', () => {
    expect(() => new Function('localStorage', 'document', tabChoiceScript)(undefined, undefined)).not.toThrow();
  });
});

describe('the language in the address (?lang=)', () => {
  it.each(sampleLanguages.map((language) => language.value))(
    '?lang=%s becomes the stored choice and is shown',
    (value) => {
      const stored: Record<string, string> = { 'docusaurus.tab.language': 'curl' };
      const style = runScript(stored, `?q=1&lang=${value}`);
      expect(stored['docusaurus.tab.language']).toBe(value);
      expect(style?.textContent).toBe(tabChoiceCss('language', value));
      expect(languageFromQuery(`?lang=${value}`)).toBe(value);
    },
  );

  it.each(['cobol', 'Python', 'pyth', 'pythonx', '"]{}', ''])('ignores ?lang=%s: the stored choice stays', (value) => {
    const stored: Record<string, string> = { 'docusaurus.tab.language': 'php' };
    const style = runScript(stored, `?lang=${encodeURIComponent(value)}`);
    expect(stored).toEqual({ 'docusaurus.tab.language': 'php' });
    expect(style?.textContent).toBe(tabChoiceCss('language', 'php'));
    expect(languageFromQuery(`?lang=${encodeURIComponent(value)}`)).toBeNull();
  });

  it('stores nothing without the parameter', () => {
    const stored: Record<string, string> = {};
    expect(runScript(stored, '?language=ruby&flang=ruby')).toBeNull();
    expect(stored).toEqual({});
  });
});
