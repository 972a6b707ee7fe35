/**
 * Ejected to render nothing (src/theme/README.md): no doc has tags, an edit
 * link or a last-update date, so the engine's footer never showed, yet its
 * tag list and edit row sat in every docs page's first load. A page that
 * gets one fails the build here.
 */
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { absentDocFeature } from '@site/src/lib/absentDocFeature';

export default function DocItemFooter(): null {
  const { editUrl, lastUpdatedAt, lastUpdatedBy, tags } = useDoc().metadata;
  if (tags.length > 0 || editUrl || lastUpdatedAt || lastUpdatedBy)
    throw absentDocFeature('tags, an edit link or a last-update date', 'DocItem/Footer');
  return null;
}
