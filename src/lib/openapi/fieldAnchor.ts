/**
 * The anchor of a field in a schema table: the table's prefix, then the
 * field's path with dots (`body.amount`, `attributes.metadata`,
 * `body.payment_method_options.card.allowed_bins`; an array's items add no
 * segment). Shared by the table (src/components/SchemaTable), its Markdown
 * form (plugins/llms/components.ts) and search (src/lib/search/rank.ts reads
 * the ids), so the three cannot disagree.
 */
export function fieldAnchor(prefix: string, path: readonly string[]): string {
  return [prefix, ...path].join('.');
}
