/**
 * The engine's tabs, with two fixes (wrapper; see src/theme/README.md).
 *
 * No remount after hydration. The engine keys its tabs on useIsBrowser(), so
 * every tab set mounts a second time once the page has hydrated: a
 * workaround for an old hydration bug (facebook/docusaurus#5653) that its
 * tab state no longer has (it starts from the server's default and applies
 * the reader's stored choice in an effect). That remount renders every code
 * block of every tab set again after the page loads, the largest part of
 * hydrating an API page, and would pull Prism in for blocks nobody looks at.
 * Here the engine's component sees a browser flag that stays false, and the
 * tab panels' content the real one.
 *
 * No layout shift from a stored choice. A reader who picked, say, Python is
 * shown Python before the page hydrates: an inline script
 * (src/lib/tabChoice.ts, added to every page's head) writes a stylesheet for
 * the stored choices, which relies on the group and value classes added
 * here; once the engine has applied the choice, the stylesheet is removed.
 *
 * Only the chosen panel for a tab set a client-side navigation mounts (the
 * engine's `lazy`): the server's HTML needs every panel, for the stylesheet
 * above, but a page the reader navigates to does not, and rendering every
 * panel highlighted every language's sample at once: at CPU x4 that work
 * ran on well past the new page's h1, into a quick reader's next click.
 * Another panel renders when the reader picks it.
 */
import { Children, cloneElement, isValidElement, useState, type ReactNode } from 'react';
import { BrowserContext } from '@site/src/engineInternals/client';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import { useStorageSlot } from '@docusaurus/theme-common';
import type { Props } from '@theme/Tabs';
import Tabs from '@theme-original/Tabs';
import { tabChoiceClasses, tabChoiceStorageKey, tabChoiceStyleId } from '@site/src/lib/tabChoice';

interface TabItemProps {
  value?: string;
  className?: string;
  attributes?: Record<string, unknown>;
  children?: ReactNode;
}

export default function TabsWithoutRemount({ children, className, ...props }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // False for a tab set the server's HTML holds, true for one mounted afterwards.
  const [mountedAfterHydration] = useState(isBrowser);
  const { groupId } = props;
  const [storedChoice] = useStorageSlot(groupId ? tabChoiceStorageKey(groupId) : null);
  // The engine applies the stored choice in a layout effect of this render
  // (a child's effects run first); the pre-hydration stylesheet can go.
  useIsomorphicLayoutEffect(() => {
    if (storedChoice !== null) document.getElementById(tabChoiceStyleId)?.remove();
  }, [storedChoice]);

  const items = Children.map(children, (item) => {
    if (!isValidElement<TabItemProps>(item)) return item;
    const { value } = item.props;
    const classes = groupId && value ? tabChoiceClasses(groupId, value) : null;
    return cloneElement(
      item,
      classes
        ? {
            className: [item.props.className, classes.panel].filter(Boolean).join(' '),
            attributes: { ...item.props.attributes, [classes.tabAttribute]: value },
          }
        : undefined,
      <BrowserContext.Provider value={isBrowser}>{item.props.children}</BrowserContext.Provider>,
    );
  });
  const groupClass = groupId ? tabChoiceClasses(groupId, '').group : null;
  return (
    <BrowserContext.Provider value={false}>
      <Tabs
        {...props}
        lazy={props.lazy ?? mountedAfterHydration}
        className={[className, groupClass].filter(Boolean).join(' ') || undefined}
      >
        {items}
      </Tabs>
    </BrowserContext.Provider>
  );
}
