/**
 * Mermaid diagrams, drawn when the reader gets to them (wrapper; see
 * src/theme/README.md). The engine already loads Mermaid (~180 KiB gzip)
 * only on pages with a diagram, and draws diagrams in the browser after the
 * page has loaded. This draws a diagram at once only if it is on the first
 * screen; one further down waits until the reader starts scrolling (or uses
 * the keyboard) and it is within a screen's height, so the first load does
 * not pay for it and the layout grows below the reader's screen.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { Props } from '@theme/Mermaid';
import Mermaid from '@theme-original/Mermaid';
import { useHasInteracted } from '@site/src/hooks/useHasInteracted';
import { useWhenVisible } from '@site/src/hooks/useWhenVisible';

export default function LazyMermaid(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const show = useCallback(() => setShown(true), []);
  const reading = useHasInteracted();
  useWhenVisible(ref, show, reading ? '0px 0px 100% 0px' : '0px');
  // An empty marker to watch until then; the engine's diagram replaces it.
  return shown ? <Mermaid {...props} /> : <div ref={ref} />;
}
