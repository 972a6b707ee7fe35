/**
 * The engine's sidebar item, rendered again only when the active path
 * matters to it (wrapper; see src/theme/README.md). Every item receives the
 * active path, so at each navigation every item of the sidebar rendered
 * again, though only the items that are, or hold, the old or the new page
 * change: an item neither before nor after keeps its last render, as long
 * as its other props are the same.
 */
import { memo } from 'react';
import type { Props } from '@theme/DocSidebarItem';
import DocSidebarItem from '@theme-original/DocSidebarItem';
import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';

function sameRender(previous: Props, next: Props): boolean {
  const keys = Object.keys(next) as (keyof Props)[];
  if (keys.length !== Object.keys(previous).length) return false;
  for (const key of keys) if (key !== 'activePath' && previous[key] !== next[key]) return false;
  return (
    previous.activePath === next.activePath ||
    // An active category also reacts to a move within it (it opens again).
    (!isActiveSidebarItem(previous.item, previous.activePath) && !isActiveSidebarItem(next.item, next.activePath))
  );
}

export default memo(DocSidebarItem, sameRender);
