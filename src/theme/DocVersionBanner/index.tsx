/**
 * Ejected to render nothing (src/theme/README.md): the docs have one version,
 * the current one, which has no banner ("unreleased" or "unmaintained"), yet
 * the banner's code sat in every docs page's first load. A version with a
 * banner fails the build in plugins/docs.
 */
export default function DocVersionBanner(): null {
  return null;
}
