/**
 * Ejected to render nothing (src/theme/README.md): with one docs version the
 * engine shows no version badge. A version with a badge fails the build here.
 */
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { absentDocFeature } from '@site/src/lib/absentDocFeature';

export default function DocVersionBadge(): null {
  if (useDocsVersion().badge) throw absentDocFeature('a docs version badge', 'DocVersionBadge');
  return null;
}
