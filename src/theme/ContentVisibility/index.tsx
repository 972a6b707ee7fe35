/**
 * Ejected to render nothing (src/theme/README.md): no doc is unlisted or a
 * draft, so the engine's banners (and the unlisted page's noindex tag) never
 * showed, yet sat in every docs page's first load. A doc that becomes one
 * fails the build in plugins/docs.
 */
export default function ContentVisibility(): null {
  return null;
}
