/**
 * Ejected to render nothing (src/theme/README.md): with one docs version the
 * engine shows no version badge. A version with a badge fails the build in
 * plugins/docs.
 */
export default function DocVersionBadge(): null {
  return null;
}
