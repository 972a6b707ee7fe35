/**
 * Stands in for the engine's base-URL issue banner
 * (@docusaurus/core/lib/client/BaseUrlIssueBanner) in the browser bundle
 * when the `baseUrlIssueBanner` setting is off: the engine's component then
 * renders nothing, but still carries the banner's HTML and script in every
 * page's main bundle. See ./index.ts.
 */
export default function WithoutBaseUrlIssueBanner(): null {
  return null;
}
