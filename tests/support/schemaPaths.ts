/** Every property path of a schema (`line_items.name`), for checking request fields shown in guides. */
import { unwrapNullable } from '../../src/lib/openapi/schemaRows';
import type { Schema } from '../../src/lib/openapi/types';

export function propertyPaths(schema: Schema | undefined, prefix = '', depth = 0): Set<string> {
  const paths = new Set<string>();
  if (!schema || depth > 8) return paths;
  const plain = unwrapNullable(schema).schema;
  const target = plain.type === 'array' && plain.items ? unwrapNullable(plain.items).schema : plain;
  const options = [target, ...(target.oneOf ?? []), ...(target.anyOf ?? [])];
  for (const option of options) {
    for (const [name, property] of Object.entries(unwrapNullable(option).schema.properties ?? {})) {
      const full = prefix ? `${prefix}.${name}` : name;
      paths.add(full);
      for (const nested of propertyPaths(property, full, depth + 1)) paths.add(nested);
    }
  }
  return paths;
}
