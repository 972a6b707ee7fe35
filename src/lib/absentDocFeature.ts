/**
 * The error a theme component throws when a page asks for a docs feature the
 * site leaves out of its JavaScript (src/theme/README.md, the row of
 * `DocItem/Footer`, `ContentVisibility`, `DocVersionBanner`, `DocVersionBadge`): the
 * static build renders every page, so it fails there, naming what to do.
 */
export function absentDocFeature(feature: string, component: string): Error {
  return new Error(
    `This page uses ${feature}, which the site's theme leaves out: src/theme/${component} renders nothing. ` +
      `Delete that file to get the engine's component back.`,
  );
}
