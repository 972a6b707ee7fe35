/**
 * Code blocks without Prism in the first load. Ejected (it does not render
 * `@theme-original/CodeBlock`; see src/theme/README.md): the engine's block
 * renders inside, from src/components/HighlightedCodeBlock, once loaded.
 *
 * The static HTML already has every block highlighted; in the browser a
 * block only needs JavaScript for its copy and word-wrap buttons. So the
 * highlighted block (Prism, ~30 KiB gzip) is a lazy chunk held back until
 * the reader points at, touches or focuses a code block. Until then a block
 * hydrated from the server's HTML keeps that HTML as it is: React hydrates
 * an element whose inner HTML it neither compares nor replaces. Once the
 * chunk has loaded, the highlighted block takes its place when it is in
 * view. Blocks rendered by a client-side navigation, or whose code changes,
 * load it at once, showing the plain code for the moment it takes: they do
 * not suspend, so the new page shows without waiting for Prism's chunk.
 *
 * Why not leave the block's Suspense boundary dehydrated until then: a
 * context that changes above a dehydrated boundary (the engine's browser
 * flag does, right after hydration) makes React throw the server's HTML
 * away and render the fallback, the plain code, in every block at once.
 */
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import clsx from 'clsx';
import { ThemeClassNames, usePrismTheme } from '@docusaurus/theme-common';
import type { Props } from '@theme/CodeBlock';
import { createGate, openOnIntent } from '@site/src/lib/gate';
import { isServerOnlyValue, keepInnerHtml, serverOnlyValueOf } from '@site/src/lib/serverOnlyContent';
import styles from './styles.module.css';

type Highlighter = typeof import('@site/src/components/HighlightedCodeBlock');

const prism = createGate();
// The static HTML is rendered with the highlighted blocks.
if (!ExecutionEnvironment.canUseDOM) prism.open();

/** The highlighter once it has loaded: blocks then render it directly, without suspending. */
let highlighter: Highlighter | null = null;
const loadHighlighter = (): Promise<Highlighter> =>
  prism.opened.then(() => import('@site/src/components/HighlightedCodeBlock')).then((loaded) => (highlighter = loaded));

const LazyHighlightedCodeBlock = lazy(loadHighlighter);

/**
 * What a block shows while its chunk loads after a client-side navigation:
 * the engine's block container (@theme/CodeBlock/Container) as a plain div.
 * The engine's one reads its colours with a helper of the module that also
 * parses code lines; with that import here, the whole module (and the
 * range parser it uses) sat in every docs page's first load, not in the
 * highlighter's chunk: 1.8 KiB gzip.
 */
function PlainCodeBlock({ children, className, title }: Props): ReactNode {
  const { plain } = usePrismTheme();
  const colours = { '--prism-color': plain.color, '--prism-background-color': plain.backgroundColor } as CSSProperties;
  return (
    <div className={clsx(className, styles.container, ThemeClassNames.common.codeBlock)} style={colours}>
      {title && <div className={styles.title}>{title}</div>}
      <pre className={styles.plain} tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}

function reportMissingText(error: unknown): void {
  console.error('A code block’s text could not load.', error);
}

/**
 * The server's highlighted block, hydrated as it is: the same outer element,
 * its inner HTML left alone (React does not compare it when hydrating, and
 * `keepInnerHtml` never changes, so no render rewrites it).
 */
function ServerRenderedCodeBlock({ element }: { element: RefObject<HTMLDivElement | null> }): ReactNode {
  return <div ref={element} dangerouslySetInnerHTML={keepInnerHtml} suppressHydrationWarning />;
}

export default function CodeBlock(props: Props): ReactNode {
  // False while the server's HTML hydrates, true for a block mounted afterwards.
  const isBrowser = useIsBrowser();
  const [mountedAfterHydration] = useState(isBrowser);
  // A block whose code changes after hydration (code a component generates)
  // is rendered anew by React, so it needs the highlighter now.
  const { children, className, language, metastring, title } = props;
  // A block of the first-loaded page has no text in the page's JavaScript,
  // only a marker (plugins/server-only-content): the server's HTML has the
  // text, and the highlighted block loads it when it takes that HTML's place.
  const textMarker = isServerOnlyValue(children) ? children : null;
  const [loadedText, setLoadedText] = useState<string | null>(null);
  const initialRender = useRef(true);
  const [codeChanged, setCodeChanged] = useState(false);
  // Whether this block may render the highlighter (loaded, and for a server block, in view).
  const [loaded, setLoaded] = useState(highlighter !== null);
  useEffect(() => {
    if (initialRender.current) initialRender.current = false;
    else {
      setCodeChanged(true);
      prism.open();
      if (!highlighter) void loadHighlighter().then(() => setLoaded(true));
    }
  }, [children, className, language, metastring, title]);

  const keepsServerHtml = ExecutionEnvironment.canUseDOM && !mountedAfterHydration && !loaded && !codeChanged;
  const serverBlock = useRef<HTMLDivElement>(null);
  const focusInside = useRef<{ parent: Element; index: number } | null>(null);
  useEffect(() => {
    let mounted = true;
    // The text, where the page's JavaScript has a marker instead (undefined otherwise).
    const readText = () => (textMarker ? serverOnlyValueOf(textMarker) : Promise.resolve(undefined));
    const showText = (value: string | undefined) => mounted && value !== undefined && setLoadedText(value);
    if (mountedAfterHydration) {
      prism.open();
      // A marker after hydration: the first-loaded page, visited again.
      void readText().then(showText, reportMissingText);
      if (!highlighter) void loadHighlighter().then(() => mounted && setLoaded(true));
      return () => {
        mounted = false;
      };
    }
    openOnIntent(prism, `.${ThemeClassNames.common.codeBlock}`);
    let inView: IntersectionObserver | undefined;
    // Read when the highlighter is wanted, not before: the first load fetches neither.
    void prism.opened
      .then(() => Promise.all([loadHighlighter(), readText()]))
      .then(([, value]) => {
        const block = serverBlock.current;
        if (!mounted || !block) return;
        showText(value);
        // Each block takes over when it is in view (at once for the one the
        // reader pointed at): the blocks of a long page, most of them in tabs
        // or far below, are not all rendered again in one long task.
        inView = new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          inView?.disconnect();
          // A keyboard reader who focused the block keeps the focus once the highlighted block replaces it.
          if (block.parentElement && block.contains(document.activeElement))
            focusInside.current = {
              parent: block.parentElement,
              index: Array.from(block.parentElement.children).indexOf(block),
            };
          setLoaded(true);
        });
        inView.observe(block);
      }, reportMissingText);
    return () => {
      mounted = false;
      inView?.disconnect();
    };
  }, [mountedAfterHydration, textMarker]);
  useLayoutEffect(() => {
    const focus = focusInside.current;
    if (!loaded || !focus) return;
    focusInside.current = null;
    focus.parent.children[focus.index]?.querySelector<HTMLElement>('pre')?.focus({ preventScroll: true });
  }, [loaded]);

  // No element of its own: the block's HTML stays exactly the engine's. The
  // server waits for the lazy highlighter (Suspense); in the browser a block
  // never suspends: it shows the plain code until the highlighter has loaded
  // (the effects above load it), so a client-side navigation does not wait
  // for Prism's chunk to arrive and run before showing the new page.
  const Highlighted =
    (textMarker && loadedText === null ? null : highlighter?.default) ??
    (ExecutionEnvironment.canUseDOM ? PlainCodeBlock : LazyHighlightedCodeBlock);
  const withText = textMarker ? { ...props, children: loadedText ?? '' } : props;
  return (
    <Suspense fallback={<PlainCodeBlock {...withText} />}>
      {keepsServerHtml ? <ServerRenderedCodeBlock element={serverBlock} /> : <Highlighted {...withText} />}
    </Suspense>
  );
}
