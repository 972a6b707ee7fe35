/**
 * Ejected to render nothing (src/theme/README.md): the docs have one version,
 * the current one, which has no banner ("unreleased" or "unmaintained"), yet
 * the banner's code sat in every docs page's first load. A version with a
 * banner fails the build here.
 */
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { absentDocFeature } from '@site/src/lib/absentDocFeature';

export default function DocVersionBanner(): null {
  if (useDocsVersion().banner) throw absentDocFeature('a docs version banner', 'DocVersionBanner');
  return null;
}
