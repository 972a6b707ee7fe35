import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import { generatedDir } from './generate';

/** The element this fills, and the attribute it fills (src/components/ErrorCodeTable). */
export const errorCodeTable = { element: 'ErrorCodeTable', attribute: 'catalogueJson' } as const;

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
 * fetches the catalogue with the page's other values (4 KiB gzip that the
 * error codes page no longer loads before it can show anything).
 */
export default function rehypeErrorCatalogue() {
  let catalogueJson: string | undefined;
  return (tree: Root): void => {
    visit(tree, (node) => {
      const element = node as unknown as JsxElement;
      if (element.type !== 'mdxJsxFlowElement' || element.name !== errorCodeTable.element) return;
      catalogueJson ??= JSON.stringify(JSON.parse(readFileSync(path.join(generatedDir, 'error-codes.json'), 'utf8')));
      element.attributes = element.attributes.filter((attribute) => attribute.name !== errorCodeTable.attribute);
      element.attributes.push({ type: 'mdxJsxAttribute', name: errorCodeTable.attribute, value: catalogueJson });
    });
  };
}
