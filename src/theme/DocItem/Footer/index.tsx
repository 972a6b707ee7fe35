/**
 * Ejected to render nothing (src/theme/README.md): no doc has tags, an edit
 * link or a last-update date, so the engine's footer never showed, yet its
 * tag list and edit row sat in every docs page's first load. A doc that gets
 * one fails the build in plugins/docs.
 */
export default function DocItemFooter(): null {
  return null;
}
