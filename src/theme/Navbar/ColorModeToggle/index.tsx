/**
 * Ejected to render nothing (src/theme/README.md): the site has one colour
 * mode, light (`colorMode.disableSwitch`), so the engine's toggle rendered
 * nothing, yet it and its three icons were in every page's main bundle.
 * Turning the switch on fails the build here.
 */
import { useThemeConfig } from '@docusaurus/theme-common';

export default function NavbarColorModeToggle(): null {
  if (!useThemeConfig().colorMode.disableSwitch)
    throw new Error(
      'themeConfig.colorMode.disableSwitch is false, but src/theme/Navbar/ColorModeToggle renders no toggle: delete that file to get the engine’s.',
    );
  return null;
}
