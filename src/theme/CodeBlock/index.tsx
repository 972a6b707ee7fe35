/**
 * Code blocks without Prism in the first load (wrapper; the engine's block
 * renders inside, see src/theme/README.md).
 *
 * The static HTML already has every block highlighted; in the browser a
 * block only needs JavaScript for its copy and word-wrap buttons. So the
 * highlighted block (Prism, ~30 KiB gzip) is a lazy chunk held back until
 * the reader points at, touches or focuses a code block: until then React
 * leaves the server-rendered blocks as they are (a Suspense boundary whose
 * content is not ready stays dehydrated) and the page loads and hydrates
 * without Prism. Blocks rendered by a client-side navigation, or whose code
 * changes, load it at once, showing the plain code for the moment it takes.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/CodeBlock';
import Container from '@theme/CodeBlock/Container';
import { createGate, openOnIntent } from '@site/src/lib/gate';
import styles from './styles.module.css';

const prism = createGate();
// The static HTML is rendered with the highlighted blocks.
if (!ExecutionEnvironment.canUseDOM) prism.open();

const HighlightedCodeBlock = lazy(() => prism.opened.then(() => import('@site/src/components/HighlightedCodeBlock')));

/** What a block shows while its chunk loads after a client-side navigation. */
function PlainCodeBlock({ children, className, title }: Props): ReactNode {
  return (
    <Container as="div" className={className}>
      {title && <div className={styles.title}>{title}</div>}
      <pre className={styles.plain} tabIndex={0}>
        <code>{children}</code>
      </pre>
    </Container>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  // False while the server's HTML hydrates, true for a block mounted afterwards.
  const isBrowser = useIsBrowser();
  const [mountedAfterHydration] = useState(isBrowser);
  useEffect(() => {
    if (mountedAfterHydration) prism.open();
    else openOnIntent(prism, `.${ThemeClassNames.common.codeBlock}`);
  }, [mountedAfterHydration]);
  // A block whose code changes after hydration (code a component generates)
  // is rendered anew by React, so it needs the highlighter now.
  const { children, className, language, metastring, title } = props;
  const initialRender = useRef(true);
  useEffect(() => {
    if (initialRender.current) initialRender.current = false;
    else prism.open();
  }, [children, className, language, metastring, title]);
  // No element of its own: the block's HTML stays exactly the engine's.
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
