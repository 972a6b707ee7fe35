import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import { filterOptions } from '../../src/lib/errorDecoder/catalogueFilter';
import type { ErrorCodeEntry } from '../../src/lib/openapi/errorCatalogue';
import { generatedDir } from './generate';

/**
 * The element this fills, the attribute that gets the catalogue, and the one
 * that gets what its filters offer (src/components/ErrorCodeTable).
 */
export const errorCodeTable = {
  element: 'ErrorCodeTable',
  attribute: 'catalogueJson',
  filtersAttribute: 'filterOptionsJson',
} as const;

interface JsxElement {
  type: string;
  name?: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
}

/**
 * Gives each `<ErrorCodeTable />` of a page the error catalogue (generated
 * from the OpenAPI document by `npm run generate`) as a string attribute,
 * instead of the component importing it. As an attribute it is static
 * content that plugins/server-only-content keeps out of the page's
 * first-load JavaScript: the table is in the server's HTML, and the browser
 * fetches the catalogue with the page's other values when the reader reaches
 * for the filters (4 KiB gzip that a first visit no longer loads). What the
 * filters offer (statuses, types, the count) is a second, small attribute
 * that stays in the page's JavaScript, so the filters work at once.
 */
export default function rehypeErrorCatalogue() {
  let catalogue: ErrorCodeEntry[] | undefined;
  return (tree: Root): void => {
    visit(tree, (node) => {
      const element = node as unknown as JsxElement;
      if (element.type !== 'mdxJsxFlowElement' || element.name !== errorCodeTable.element) return;
      catalogue ??= JSON.parse(readFileSync(path.join(generatedDir, 'error-codes.json'), 'utf8')) as ErrorCodeEntry[];
      const given: Record<string, string> = {
        [errorCodeTable.attribute]: JSON.stringify(catalogue),
        [errorCodeTable.filtersAttribute]: JSON.stringify(filterOptions(catalogue)),
      };
      element.attributes = element.attributes.filter((attribute) => !(attribute.name! in given));
      for (const [name, value] of Object.entries(given))
        element.attributes.push({ type: 'mdxJsxAttribute', name, value });
    });
  };
}
