/**
 * A Mermaid diagram drawn at build time (plugins/rehype-mermaid-svg), kept out
 * of the page's first-load JavaScript (plugins/server-only-content).
 *
 * On a first visit `svg` is a marker, not the markup: hydrating, React leaves
 * an element's inner HTML alone, so the server's drawing stays as it is and
 * costs the page no JavaScript. A page reached by a client-side navigation
 * has the markup from its first render.
 *
 * The dark drawing is a file of its own (`dark`), fetched only when the
 * colour mode is dark, and shown in place of the light one: a light page
 * never requests it. Until it arrives, or if it cannot be fetched (a
 * development server, which writes no build files), the light drawing stays.
 */
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useColorMode } from '@docusaurus/theme-common';
import { darkDrawingsDir } from '@site/plugins/rehype-mermaid-svg/constants';
import { useServerOnlyValue } from '@site/src/lib/serverOnlyContent';

export interface Props {
  /** The digest of the diagram's Mermaid source (tests compare it with docs/). */
  digest: string;
  /** The SVG markup, or on a first visit its marker. */
  svg: string | ReactElement;
  /** The dark drawing's file name in the build's `assets/diagrams/` (absent when the build drew no diagrams). */
  dark?: string;
}

/** The dark drawing's markup once the colour mode is dark and the file has arrived; otherwise undefined. */
function useDarkDrawing(file: string | undefined): string | undefined {
  const { colorMode } = useColorMode();
  const url = useBaseUrl(`/${darkDrawingsDir}/${file ?? ''}`);
  const [markup, setMarkup] = useState<string>();
  const wanted = colorMode === 'dark' && file !== undefined;
  useEffect(() => {
    if (!wanted || markup !== undefined) return;
    let current = true;
    fetch(url)
      .then((response) => (response.ok ? response.text() : undefined))
      .then((text) => {
        if (current && text?.startsWith('<svg')) setMarkup(text);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wanted, markup, url]);
  return wanted ? markup : undefined;
}

export default function BuildTimeDiagram({ digest, svg, dark }: Props): ReactNode {
  const markup = useServerOnlyValue(svg, `The diagram ${digest.slice(0, 12)}`);
  const darkMarkup = useDarkDrawing(dark);
  return (
    <>
      <div
        className="mermaid-diagram"
        data-diagram-sha256={digest}
        // Hidden, not replaced: its inner HTML may be the server's drawing, which React does not hold.
        hidden={darkMarkup !== undefined}
        // While hydrating with a marker this is empty, and React keeps the server's drawing.
        dangerouslySetInnerHTML={{ __html: markup ?? '' }}
        suppressHydrationWarning
      />
      {darkMarkup !== undefined && (
        <div
          className="mermaid-diagram"
          data-diagram-dark-sha256={digest}
          dangerouslySetInnerHTML={{ __html: darkMarkup }}
        />
      )}
    </>
  );
}
