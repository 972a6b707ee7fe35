/**
 * The API's downloadable descriptions, at stable URLs. The OpenAPI document
 * is one self-contained file (every `$ref` points inside it, which the unit
 * tests check), so the YAML and JSON downloads are already bundled; the API
 * generator (plugins/openapi-docs) writes them. The Postman collection is
 * generated from the document after each production build (plugins/llms).
 * Pages link them with `pathname://`: the build's link checker does not see
 * files written after it.
 */
export const apiDownloads = {
  yaml: '/openapi/paysari.yaml',
  json: '/openapi/paysari.json',
  /** A Postman collection (v2.1) with one request per operation. */
  postman: '/openapi/paysari.postman_collection.json',
} as const;

const link = (label: string, path: string): string => `[${label}](pathname://${path})`;

/** One Markdown line linking every download, for the API reference pages. */
export function apiDownloadsLine(): string {
  return (
    `Download the OpenAPI 3.1 document, bundled into one file, as ${link('YAML', apiDownloads.yaml)} or ` +
    `${link('JSON', apiDownloads.json)}, or import the ${link('Postman collection', apiDownloads.postman)}.`
  );
}
