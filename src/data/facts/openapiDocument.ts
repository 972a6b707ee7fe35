/**
 * Reads figures the OpenAPI document already states, so the facts modules
 * expose them without restating them (the document stays their one source).
 * Every reader fails loudly, naming the place it looked, when the document
 * moves or rewords a figure: the build stops instead of printing a stale one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseYaml } from '../../lib/openapi/yaml';

const documentPath = path.resolve(__dirname, '../../../openapi/paysari.yaml');

type Node = { readonly [key: string]: unknown };

let cached: Node | undefined;

/** The document as written ($refs intact), parsed once. */
export function openApiDocument(): Node {
  cached ??= parseYaml(readFileSync(documentPath, 'utf8')) as Node;
  return cached;
}

/** The value at a path of keys, e.g. ['components', 'schemas', 'Metadata', 'maxProperties']. */
/** The document path of a property of an operation's JSON request body, e.g. `/refunds` `post` `amount`. */
export function requestBodyProperty(path: string, method: string, property: string): string[] {
  return ['paths', path, method, 'requestBody', 'content', 'application/json', 'schema', 'properties', property];
}

export function documentValue(keys: readonly string[]): unknown {
  let node: unknown = openApiDocument();
  for (const key of keys) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) {
      throw new Error(`Facts: openapi/paysari.yaml has no ${keys.join(' → ')} (stopped at "${key}").`);
    }
    node = (node as Node)[key];
  }
  return node;
}

/** A number at a path of keys (a schema's minimum, maxLength, …). */
export function documentNumber(keys: readonly string[]): number {
  const value = documentValue(keys);
  if (typeof value !== 'number') throw new Error(`Facts: ${keys.join(' → ')} in openapi/paysari.yaml is not a number.`);
  return value;
}

/** The first capture group of `pattern` in the description at a path of keys. */
export function documentPhrase(keys: readonly string[], pattern: RegExp): string {
  const text = documentValue([...keys, 'description']);
  const match = typeof text === 'string' ? pattern.exec(text) : null;
  if (!match?.[1]) {
    throw new Error(
      `Facts: the description at ${keys.join(' → ')} in openapi/paysari.yaml no longer matches ${String(pattern)}; ` +
        'update the pattern in src/data/facts to the new wording.',
    );
  }
  return match[1];
}

/** Centavos as the site writes pesos: 2000 → "PHP 20.00", 10000000 → "PHP 100,000.00". */
export function pesos(centavos: number): string {
  const whole = Math.floor(centavos / 100).toLocaleString('en-US');
  return `PHP ${whole}.${String(centavos % 100).padStart(2, '0')}`;
}
