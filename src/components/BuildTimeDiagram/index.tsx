/**
 * A Mermaid diagram drawn at build time (plugins/rehype-mermaid-svg), kept out
 * of the page's first-load JavaScript (plugins/server-only-content).
 *
 * On a first visit `svg` is a marker, not the markup: hydrating, React leaves
 * an element's inner HTML alone, so the server's drawing stays as it is and
 * costs the page no JavaScript. A page reached by a client-side navigation
 * has the markup from its first render.
 */
import type { ReactElement, ReactNode } from 'react';
import { useServerOnlyValue } from '@site/src/lib/serverOnlyContent';

export interface Props {
  /** The digest of the diagram's Mermaid source (tests compare it with docs/). */
  digest: string;
  /** The SVG markup, or on a first visit its marker. */
  svg: string | ReactElement;
}

export default function BuildTimeDiagram({ digest, svg }: Props): ReactNode {
  const markup = useServerOnlyValue(svg, `The diagram ${digest.slice(0, 12)}`);
  return (
    <div
      className="mermaid-diagram"
      data-diagram-sha256={digest}
      // While hydrating with a marker this is empty, and React keeps the server's drawing.
      dangerouslySetInnerHTML={{ __html: markup ?? '' }}
      suppressHydrationWarning
    />
  );
}
