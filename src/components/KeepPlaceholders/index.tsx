import { createContext, type ReactNode } from 'react';
import { keepPlaceholdersAttribute } from '@site/src/lib/yourValues/keys';

/** True inside `KeepPlaceholders`: code blocks there show their text as given (src/components/HighlightedCodeBlock). */
export const KeepPlaceholdersContext = createContext(false);

/**
 * Code blocks whose text must stay exactly as a tool made it, without the
 * reader's own values (src/lib/yourValues): a signed delivery, whose
 * signature covers the body byte for byte, would no longer verify if an id
 * in it were replaced.
 */
export default function KeepPlaceholders({ children }: { children: ReactNode }): ReactNode {
  return (
    <KeepPlaceholdersContext.Provider value>
      {/* The attribute tells src/lib/yourValues/page.ts to leave the blocks inside alone. */}
      <div {...{ [keepPlaceholdersAttribute]: '' }}>{children}</div>
    </KeepPlaceholdersContext.Provider>
  );
}
