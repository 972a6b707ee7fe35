/**
 * The changelog's filter by area and by type, kept in the address
 * (`?area=webhooks&type=changed`), and the inline script that applies it
 * before the page's JavaScript runs. The server's HTML holds every entry (a
 * static page cannot know the query); without this script a filtered
 * address showed the whole changelog until hydration, then jumped to the
 * filtered view. The script, in the page just before the entries, writes a
 * stylesheet that hides the entries and months outside the filter, so the
 * first paint is the filtered view; it stops applying once React renders the
 * filter itself (`data-filter-live`). Without JavaScript every entry shows.
 */
import { areaSlug, changeAreas, changeTypes } from '../data/changelog';

export interface ChangelogFilter {
  /** An area's slug (`webhooks`), or '' for every area. */
  area: string;
  /** A change type (`added`), or '' for every type. */
  type: string;
}

const areaSlugs = changeAreas.map(areaSlug);

/** The filter an address names (`?area=webhooks&type=added`); unknown values mean every one. */
export function changelogFilterOf(search: string): ChangelogFilter {
  const params = new URLSearchParams(search);
  const area = params.get('area') ?? '';
  const type = params.get('type') ?? '';
  return {
    area: areaSlugs.includes(area) ? area : '',
    type: (changeTypes as readonly string[]).includes(type) ? type : '',
  };
}

/** Attribute on the changelog's element once React shows the filter; the early stylesheet then stops applying. */
export const filterLiveAttribute = 'data-filter-live';

/**
 * The rules that hide what a filter leaves out, until React applies it:
 * entries (`article[data-area][data-type]`) and months (`section[data-month]`
 * with their entries' areas, types and `area/type` pairs).
 */
export function changelogFilterCss({ area, type }: ChangelogFilter): string {
  const scope = `[data-changelog]:not([${filterLiveAttribute}]) `;
  const hidden: string[] = [];
  if (area)
    hidden.push(`article[data-area]:not([data-area="${area}"])`, `section[data-month]:not([data-areas~="${area}"])`);
  if (type)
    hidden.push(`article[data-type]:not([data-type="${type}"])`, `section[data-month]:not([data-types~="${type}"])`);
  if (area && type) hidden.push(`section[data-month]:not([data-kinds~="${area}/${type}"])`);
  return hidden.length === 0 ? '' : `${hidden.map((selector) => scope + selector).join(',')}{display:none}`;
}

/**
 * The inline script (plain ES5, no dependencies): `changelogFilterCss` for the
 * address's filter as a stylesheet, and the filter's values in the two
 * selects (the form comes before the script). changelogFilter.test.ts runs it
 * against `changelogFilterCss`. Values outside the known areas and types are
 * ignored, as `changelogFilterOf` ignores them, so nothing from the address
 * reaches the stylesheet unchecked.
 */
export const changelogFilterScript =
  '(function(){try{' +
  'var q=location.search,m,a="",t="";' +
  'm=/[?&]area=([\\w-]+)(?:&|$)/.exec(q);if(m)a=m[1];' +
  'm=/[?&]type=([\\w-]+)(?:&|$)/.exec(q);if(m)t=m[1];' +
  `if(${JSON.stringify(areaSlugs)}.indexOf(a)<0)a="";` +
  `if(${JSON.stringify(changeTypes)}.indexOf(t)<0)t="";` +
  'if(!a&&!t)return;' +
  `var s="[data-changelog]:not([${filterLiveAttribute}]) ",h=[];` +
  'if(a)h.push("article[data-area]:not([data-area=\\""+a+"\\"])","section[data-month]:not([data-areas~=\\""+a+"\\"])");' +
  'if(t)h.push("article[data-type]:not([data-type=\\""+t+"\\"])","section[data-month]:not([data-types~=\\""+t+"\\"])");' +
  'if(a&&t)h.push("section[data-month]:not([data-kinds~=\\""+a+"/"+t+"\\"])");' +
  'var e=document.createElement("style");e.textContent=s+h.join(","+s)+"{display:none}";document.head.appendChild(e);' +
  'var f=document.querySelectorAll("[data-changelog] select");' +
  'for(var i=0;i<f.length;i++){if(f[i].name==="area")f[i].value=a;if(f[i].name==="type")f[i].value=t}' +
  '}catch(x){}})();';
