/**
 * Showing a reader's stored tab choice (e.g. the Python samples) before the
 * page hydrates, so that switching to it does not shift the layout.
 *
 * The engine stores each tab group's choice in localStorage and applies it
 * after hydration. An inline script in every page's head
 * (`tabChoiceScript`, added in docusaurus.config.ts) reads the stored
 * choices and writes a stylesheet (`tabChoiceCss`) that shows the chosen
 * panel and marks its tab; src/theme/Tabs adds the classes it relies on and
 * removes the stylesheet once the engine has applied the choice.
 *
 * A language named in the address (`?lang=ruby`, one of `sampleLanguages`)
 * becomes the stored choice first, in the same script, so a shared link shows
 * its samples from the first paint and the reader keeps that language on the
 * next pages. An unknown value is ignored. src/clientModules/languageInAddress.ts
 * writes a language the reader picks into the address.
 */
import { languageTabGroup, sampleLanguages, type SampleLanguage } from './languages';

/** The address parameter naming the samples' language: `?lang=python`. */
export const languageQueryKey = 'lang';

/** The sample language an address's query names, or null when it names none of the site's. */
export function languageFromQuery(search: string): SampleLanguage | null {
  const value = new URLSearchParams(search).get(languageQueryKey);
  return sampleLanguages.find((language) => language.value === value)?.value ?? null;
}

/** Where the engine stores a tab group's choice. */
export function tabChoiceStorageKey(groupId: string): string {
  return `docusaurus.tab.${groupId}`;
}

/** Id of the stylesheet the inline script writes. */
export const tabChoiceStyleId = 'tab-choice-before-hydration';

/** Classes and attribute src/theme/Tabs puts on a tab set, its panels and its tabs. */
export function tabChoiceClasses(groupId: string, value: string) {
  return { group: `tabs-group--${groupId}`, panel: `tab-panel--${value}`, tabAttribute: 'data-tab-value' } as const;
}

/** The rules that show `value` in every tab set of `groupId` that has it. */
export function tabChoiceCss(groupId: string, value: string): string {
  const set = `.tabs-container:has(>.tabs-group--${groupId} [data-tab-value="${value}"])`;
  return (
    `${set}>div>[role=tabpanel]{display:none!important}` +
    `${set}>div>.tab-panel--${value}{display:block!important}` +
    `${set}>ul>.tabs__item{border-bottom-color:transparent;color:inherit}` +
    `${set}>ul>[data-tab-value="${value}"]{border-bottom-color:var(--ifm-tabs-color-active-border);color:var(--ifm-tabs-color-active)}`
  );
}

/**
 * The inline script: plain ES5, no dependencies; the same rules as
 * `tabChoiceCss` (tabChoice.test.ts runs it to prove it).
 */
export const tabChoiceScript =
  '(function(){try{' +
  `var q=/[?&]${languageQueryKey}=([\\w-]+)(?:&|$)/.exec(location.search);` +
  `if(q&&${JSON.stringify(sampleLanguages.map((language) => language.value))}.indexOf(q[1])>=0)` +
  `localStorage.setItem("docusaurus.tab.${languageTabGroup}",q[1]);` +
  'var css="";' +
  'for(var i=0;i<localStorage.length;i++){' +
  'var key=localStorage.key(i)||"";var m=/^docusaurus\\.tab\\.([\\w-]+)$/.exec(key);if(!m)continue;' +
  'var v=localStorage.getItem(key)||"";if(!/^[\\w-]+$/.test(v))continue;' +
  'var set=".tabs-container:has(>.tabs-group--"+m[1]+" [data-tab-value=\\""+v+"\\"])";' +
  'css+=set+">div>[role=tabpanel]{display:none!important}"' +
  '+set+">div>.tab-panel--"+v+"{display:block!important}"' +
  '+set+">ul>.tabs__item{border-bottom-color:transparent;color:inherit}"' +
  '+set+">ul>[data-tab-value=\\""+v+"\\"]{border-bottom-color:var(--ifm-tabs-color-active-border);color:var(--ifm-tabs-color-active)}"}' +
  `if(css){var s=document.createElement("style");s.id="${tabChoiceStyleId}";s.textContent=css;document.head.appendChild(s)}` +
  '}catch(e){}})();';
