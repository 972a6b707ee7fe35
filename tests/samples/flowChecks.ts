/**
 * What the walkthrough flows (flows.ts) read from a page's Markdown and how
 * they compare it with the model's answers. Pure: the caller reads the files.
 */
type Json = Record<string, unknown>;

/**
 * The fields a walkthrough says the paid payment carries, from its sentence
 * "the payment that `markOrderPaid` receives carries `payment_method.…`": each
 * dotted path, and a plain name after one as a field of it
 * (`payment_method.installment`: `term_months`, `monthly_amount`).
 */
export function paymentFields(markdown: string): string[] {
  const sentence = /the payment that `markOrderPaid` receives carries ([^\n]*?\.)(\s|$)/.exec(markdown)?.[1] ?? '';
  const fields: string[] = [];
  let parent = '';
  for (const [, name = ''] of sentence.matchAll(/`([a-z0-9_.]+)`/g)) {
    if (name.startsWith('payment_method.')) fields.push((parent = name));
    else if (parent) fields.push(`${parent}.${name}`);
  }
  return fields;
}

/** The value at a dotted path (`payment_method.card.last4`), or undefined. */
export function valueAt(value: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((at, key) => (at as Json | undefined)?.[key], value);
}

/** The `return_url` a sample of browser code passes when it confirms, if any. */
export function returnUrl(code: string): string | undefined {
  return /return_url:\s*'([^']+)'/.exec(code)?.[1];
}

/** The JSON values a page shows in its `json` code blocks, those indented in a list item included. */
export function jsonBlocks(markdown: string): unknown[] {
  return [...markdown.matchAll(/^[ \t]*```json\n([\s\S]*?)^[ \t]*```/gm)].map((match) =>
    JSON.parse(match[1] ?? 'null'),
  );
}

/** Ids (and client keys) by kind only: `pi_…`, `cus_…`; a page's example ids are never the model's. */
export const idsByKind = (value: string): string =>
  value.replace(
    /\b([a-z]+)_[A-Za-z0-9]{24}(_client_[A-Za-z0-9]{24})?(?![A-Za-z0-9])/g,
    (_, kind: string, client?: string) => (client ? `${kind}_…_client_…` : `${kind}_…`),
  );

/**
 * Where `shown` (a page's example) differs from `actual` (the model's answer):
 * every field shown must be there with the same value, ids compared by kind
 * and timestamps (`…_at`) as numbers; fields the page leaves out are not compared.
 */
export function differencesFrom(shown: unknown, actual: unknown, where = ''): string[] {
  if (typeof shown === 'string' && typeof actual === 'string') {
    return idsByKind(shown) === idsByKind(actual) ? [] : [`${where}: page "${shown}", model "${actual}"`];
  }
  if (Array.isArray(shown)) {
    if (!Array.isArray(actual) || actual.length !== shown.length) {
      return [`${where}: page ${JSON.stringify(shown)}, model ${JSON.stringify(actual)}`];
    }
    return shown.flatMap((item, i) => differencesFrom(item, actual[i], `${where}[${i}]`));
  }
  // A timestamp (created_at, updated_at…) is the page's moment, never the model's: compared as a number.
  if (/(^|\.)[a-z_]+_at$/.test(where) && typeof shown === 'number') {
    return typeof actual === 'number' ? [] : [`${where}: page a timestamp, model ${JSON.stringify(actual)}`];
  }
  if (shown && typeof shown === 'object') {
    if (!actual || typeof actual !== 'object') return [`${where}: page an object, model ${JSON.stringify(actual)}`];
    return Object.entries(shown).flatMap(([key, value]) =>
      key in actual
        ? differencesFrom(value, (actual as Json)[key], where ? `${where}.${key}` : key)
        : [`${where ? `${where}.` : ''}${key}: on the page, not in the model's answer`],
    );
  }
  return shown === actual ? [] : [`${where}: page ${JSON.stringify(shown)}, model ${JSON.stringify(actual)}`];
}
