/** Every error example of the OpenAPI document, where it is, and the body a reader would paste. */
import { loadRawDocument } from '../../plugins/openapi-docs/load';

export interface ErrorExample {
  /** Where the example is in openapi/paysari.yaml, as a path of keys. */
  where: string;
  code: string;
  type: string;
  /** The response body as the API sends it. */
  body: string;
}

export function errorExamples(): ErrorExample[] {
  const found: ErrorExample[] = [];
  const walk = (node: unknown, keys: string[]): void => {
    if (node === null || typeof node !== 'object') return;
    const error = (node as { error?: { code?: unknown; type?: unknown } }).error;
    if (error && typeof error.code === 'string') {
      found.push({
        where: keys.join(' → '),
        code: error.code,
        type: String(error.type),
        body: JSON.stringify(node, null, 2),
      });
      return;
    }
    for (const [key, value] of Object.entries(node)) walk(value, [...keys, key]);
  };
  walk(loadRawDocument(), []);
  if (found.length === 0)
    throw new Error('openapi/paysari.yaml has no error examples: the error decoder test needs them.');
  return found;
}
