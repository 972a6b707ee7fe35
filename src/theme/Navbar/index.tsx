/**
 * The engine's navbar, rendered again only by its own state and contexts
 * (wrapper; see src/theme/README.md). The page layout renders at every
 * navigation, twice (the click, then the new page's arrival), and the
 * navbar, which takes no props, rendered with it: its layout, logo, links
 * and search box each time. Memoised, only the parts that read the address
 * (the hide-on-scroll layout, the links marking the current section) do.
 */
import { memo } from 'react';
import Navbar from '@theme-original/Navbar';

export default memo(Navbar);
