/**
 * Ejected to render nothing (src/theme/README.md): no doc is unlisted or a
 * draft, so the engine's banners (and the unlisted page's noindex tag) never
 * showed, yet sat in every docs page's first load. A page that becomes one
 * fails the build here.
 */
import type { Props } from '@theme/ContentVisibility';
import { absentDocFeature } from '@site/src/lib/absentDocFeature';

export default function ContentVisibility({ metadata }: Props): null {
  if (metadata.unlisted || metadata.frontMatter.unlisted || metadata.frontMatter.draft)
    throw absentDocFeature('`unlisted` or `draft`', 'ContentVisibility');
  return null;
}
