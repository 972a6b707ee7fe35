/**
 * The browser's side of plugins/server-only-content: the values (code
 * blocks' text, schema tables' rows, diagrams' drawings) that a page's
 * first-load JavaScript leaves to its server-rendered HTML.
 *
 * A page module calls `loadServerOnlyContent` once, when it is evaluated.
 * Evaluated for the first load, before hydration, it loads nothing: each
 * value is then a marker (an element that renders nothing), and the
 * component that holds it keeps the server's HTML, or asks for the value
 * with `serverOnlyValueOf` when it needs it. Evaluated after hydration (a
 * client-side navigation, a preload on pointing at a link), it loads the
 * page's values, and the page module waits for them.
 */
import { createElement, isValidElement, useEffect, useState, type ReactElement } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { isHydrated, whenLeavingFirstPage } from './firstPage';
import { fetchPageValues } from './pageValues';

type Values = readonly string[];

export interface ServerOnlyContent {
  /** The page's values, a JSON file of the build. */
  readonly url: URL;
  values: Values | null;
  readonly markers: Map<number, ReactElement<MarkerProps>>;
}

interface MarkerProps {
  content: ServerOnlyContent;
  index: number;
}

/** The page's values, fetched once (./pageValues.ts), shared by the page's blocks. */
async function valuesOf(content: ServerOnlyContent): Promise<Values> {
  return (content.values ??= await fetchPageValues(content.url.href));
}

/** For an element that keeps the server's HTML while it hydrates: React leaves its inner HTML alone, and this never changes. */
export const keepInnerHtml = { __html: '' };

export function loadServerOnlyContent(url: URL): ServerOnlyContent | Promise<ServerOnlyContent> {
  const content: ServerOnlyContent = { url, values: null, markers: new Map() };
  if (!isHydrated()) {
    // The first load: the server's HTML has every value. They are fetched
    // when the reader leaves the page, so that coming back it renders whole,
    // as the engine expects when it scrolls to an anchor.
    whenLeavingFirstPage(() => void valuesOf(content).catch((error: unknown) => console.error(error)));
    return content;
  }
  // Usually already on its way: the navigation asked for it as it started (./pageValues.ts).
  return fetchPageValues(url.href).then((values) => {
    content.values = values;
    return content;
  });
}

function ServerOnlyValue(): null {
  return null;
}

/**
 * The value, or its marker while it is not loaded. A marker is made once per
 * value, so a component that compares its props between renders sees no
 * change.
 */
export function serverOnlyValue(content: ServerOnlyContent, index: number): string | ReactElement<MarkerProps> {
  const value = content.values?.[index];
  if (value !== undefined) return value;
  let marker = content.markers.get(index);
  if (!marker) {
    marker = createElement(ServerOnlyValue, { content, index });
    content.markers.set(index, marker);
  }
  return marker;
}

export function isServerOnlyValue(node: unknown): node is ReactElement<MarkerProps> {
  return isValidElement(node) && node.type === ServerOnlyValue;
}

/** Loads the page's values (once) and returns the one a marker stands for. */
export async function serverOnlyValueOf(marker: ReactElement<MarkerProps>): Promise<string> {
  const { content, index } = marker.props;
  const value = (await valuesOf(content))[index];
  if (value === undefined) throw new Error(`${content.url.pathname} has no value ${index}.`);
  return value;
}

/**
 * A component's static value (a schema table's rows, a diagram's drawing):
 * the string itself, or null while the component hydrates with a marker,
 * when it keeps the server's HTML (an element whose inner HTML React leaves
 * alone). A marker after hydration (the first page, visited again) is
 * fetched, and the value returned once it has arrived. With `needed`, a
 * component that needs its value to work (a table the reader filters) has
 * it fetched on the first page too, once hydrated, when it says so.
 */
export function useServerOnlyValue(
  value: string | ReactElement,
  what: string,
  { needed = false }: { needed?: boolean } = {},
): string | null {
  const isBrowser = useIsBrowser();
  const [mountedAfterHydration] = useState(isBrowser);
  const marker = isServerOnlyValue(value) ? value : null;
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (!marker || !(mountedAfterHydration || needed)) return;
    let mounted = true;
    void serverOnlyValueOf(marker).then(
      (fetched) => mounted && setLoaded(fetched),
      (error: unknown) => console.error(`${what} could not load.`, error),
    );
    return () => {
      mounted = false;
    };
  }, [marker, mountedAfterHydration, needed, what]);
  return marker ? loaded : (value as string);
}
