import { describe, expect, it } from 'vitest';
import { tabChoiceClasses, tabChoiceCss, tabChoiceScript, tabChoiceStorageKey, tabChoiceStyleId } from './tabChoice';

/** Runs the inline script against a fake localStorage and document; returns the stylesheet it wrote, if any. */
function runScript(stored: Record<string, string>): { id: string; textContent: string } | null {
  const keys = Object.keys(stored);
  const localStorage = {
    get length() {
      return keys.length;
    },
    key: (i: number) => keys[i] ?? null,
    getItem: (key: string) => stored[key] ?? null,
  };
  let written: { id: string; textContent: string } | null = null;
  const document = {
    createElement: () => ({ id: '', textContent: '' }),
    head: { appendChild: (style: { id: string; textContent: string }) => (written = style) },
  };
  new Function('localStorage', 'document', tabChoiceScript)(localStorage, document);
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
