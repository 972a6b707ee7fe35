/**
 * The engine's code block with Prism and the site's extra languages
 * (config/prism.ts). Only src/theme/CodeBlock imports this, on demand, so
 * Prism stays out of the JavaScript every page loads.
 *
 * It renders the engine's block content the way the engine's CodeBlock does,
 * with two differences for blocks hydrated after the page:
 * - its own browser context starts as "server" and turns "browser" once the
 *   block has hydrated, so the copy and word-wrap buttons (browser-only)
 *   appear after hydration instead of breaking it;
 * - no remount after hydration (the engine remounts every block to fix up
 *   colours for dark mode, which this site does not have): a block that a
 *   keyboard reader has just focused keeps the focus.
 *
 * And it shows the reader's own values (the "Your values" panel) in place of
 * the samples' placeholders: highlighted, and copied by the copy button,
 * which copies the text given here. None while the server renders, nor
 * inside src/components/KeepPlaceholders (a signed delivery).
 */
import { Children, isValidElement, useContext, type ReactNode } from 'react';
import { BrowserContextProvider } from '@site/src/engineInternals/client';
import { Prism } from 'prism-react-renderer';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import prismIncludeLanguages from '@theme/prism-include-languages';
import { KeepPlaceholdersContext } from '@site/src/components/KeepPlaceholders';
import { replacePlaceholders, useReplacements } from '@site/src/lib/yourValues/shown';

// What the engine's client module does on every page (plugins/prism-on-demand
// replaces that module with an empty one): add config/prism.ts's languages.
prismIncludeLanguages(Prism);

/** Plain-string children become one string (copyable and highlightable), as in the engine. */
function stringOrElements(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function HighlightedCodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const replacements = useReplacements();
  const keepPlaceholders = useContext(KeepPlaceholdersContext);
  const given = stringOrElements(rawChildren);
  const children = typeof given === 'string' && !keepPlaceholders ? replacePlaceholders(given, replacements) : given;
  return (
    <BrowserContextProvider>
      {typeof children === 'string' ? (
        <StringContent {...props}>{children}</StringContent>
      ) : (
        <ElementContent {...props}>{children}</ElementContent>
      )}
    </BrowserContextProvider>
  );
}
