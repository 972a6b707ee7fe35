/**
 * The engine's docs menu for a phone, registered in a render of its own
 * (wrapper; see src/theme/README.md). The engine's component hands the docs
 * sidebar to the navbar's mobile menu through `NavbarSecondaryMenuFiller`,
 * whose first render sorts its props' names with `localeCompare`. The page's
 * first call starts ICU's collator: 29–73 ms at CPU ×4 on this machine, in
 * the render that follows the window size's switch to "mobile", a long task
 * already. Here the component mounts in the next render (a plain state
 * update, not a transition), so that start is a task of its own, and the
 * docs menu is still registered, and its panel chosen, before
 * src/theme/Navbar/MobileSidebar mounts the menu in its transition.
 */
import { useEffect, useState } from 'react';
import DocSidebarMobile from '@theme-original/DocSidebar/Mobile';
import type { Props } from '@theme/DocSidebar/Mobile';

export default function DocSidebarMobileInOwnRender(props: Props) {
  const [mounted, setMounted] = useState(false);
  // The second render is the point: a transition here would share the menu's
  // lane, and the menu could mount before its docs panel is chosen.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMounted(true), []);
  return mounted ? <DocSidebarMobile {...props} /> : null;
}
