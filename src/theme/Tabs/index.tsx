/**
 * The engine's tabs, without their remount after hydration (wrapper; see
 * src/theme/README.md).
 *
 * The engine keys its tabs on useIsBrowser(), so every tab set mounts a
 * second time once the page has hydrated: a workaround for an old hydration
 * bug (facebook/docusaurus#5653) that its tab state no longer has (it starts
 * from the server's default and applies the reader's stored choice in an
 * effect). That remount renders every code block of every tab again after
 * the page loads, the largest part of hydrating an API page, and would pull
 * Prism in for blocks nobody looks at. Here the engine's component sees a
 * browser flag that stays false, and the tab panels' content the real one.
 */
import { Children, cloneElement, isValidElement, type ReactNode } from 'react';
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { Props } from '@theme/Tabs';
import Tabs from '@theme-original/Tabs';

export default function TabsWithoutRemount({ children, ...props }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const items = Children.map(children, (item) =>
    isValidElement<{ children?: ReactNode }>(item)
      ? cloneElement(
          item,
          undefined,
          <BrowserContext.Provider value={isBrowser}>{item.props.children}</BrowserContext.Provider>,
        )
      : item,
  );
  return (
    <BrowserContext.Provider value={false}>
      <Tabs {...props}>{items}</Tabs>
    </BrowserContext.Provider>
  );
}
