/**
 * A Mermaid diagram drawn at build time (plugins/rehype-mermaid-svg), kept out
 * of the page's JavaScript.
 *
 * The server renders the drawing into the page's HTML (`svg`, which the
 * browser bundle compiles to null). Hydrating, React leaves an element's
 * inner HTML alone, so the drawing a first visit shows stays as it is and
 * costs the page no JavaScript. A page reached by a client-side navigation
 * has no server HTML: the drawing then loads as its own small chunk (`load`).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface Props {
  /** The digest of the diagram's Mermaid source (tests compare it with docs/). */
  digest: string;
  /** The SVG markup: on the server only. */
  svg: string | null;
  /** Loads the SVG markup in the browser. */
  load: () => Promise<{ default: string }>;
}

export default function BuildTimeDiagram({ digest, svg, load }: Props): ReactNode {
  const [markup, setMarkup] = useState(svg);
  const figure = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Hydrated over the server's drawing: nothing to load.
    if (markup !== null || figure.current?.firstElementChild) return;
    let mounted = true;
    void load().then(
      (module) => mounted && setMarkup(module.default),
      (error: unknown) => console.error(`The diagram ${digest.slice(0, 12)} could not load.`, error),
    );
    return () => {
      mounted = false;
    };
  }, [digest, load, markup]);
  return (
    <div
      ref={figure}
      className="mermaid-diagram"
      data-diagram-sha256={digest}
      // While hydrating this is empty, and React keeps the server's drawing.
      dangerouslySetInnerHTML={{ __html: markup ?? '' }}
      suppressHydrationWarning
    />
  );
}
