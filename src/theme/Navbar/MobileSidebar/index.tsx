/**
 * The engine's mobile navbar sidebar, mounted in a transition (wrapper; see
 * src/theme/README.md). On a small screen the engine renders the closed
 * sidebar, with the whole docs sidebar in its second panel, as soon as the
 * page has hydrated: one render of about 220 components in one task, on the
 * phone-sized CPU that Lighthouse simulates. In a transition React renders it
 * in slices that yield to input. If the reader opens the menu before that
 * render has finished, it renders at once, as the engine's does.
 */
import { startTransition, useEffect, useState } from 'react';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@site/src/engineInternals/client';

export default function NavbarMobileSidebarInTransition() {
  const { shouldRender, shown } = useNavbarMobileSidebar();
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (shouldRender && !mounted) startTransition(() => setMounted(true));
  }, [shouldRender, mounted]);
  return mounted || shown ? <NavbarMobileSidebar /> : null;
}
