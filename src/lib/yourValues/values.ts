/**
 * The reader's own values and what they do to a sample: which are kept, the
 * message for one that is not, and the text of a sample with them in place
 * of the placeholders of src/data/facts/sampleValues.ts. Pure: the store, the
 * panel, the highlighted code blocks and the unit tests share it.
 */
import { sampleValues, type SampleValue } from '../../data/facts/sampleValues';
import { replacePlaceholders, type Replacements } from './shown';

/** A value per `SampleValue.name`, only those the reader gave (and that passed `checkValue`). */
export type YourValues = Readonly<Record<string, string>>;

export const noValues: YourValues = Object.freeze({});

/** A key of live mode, secret, restricted or public (`sk_live_…`, `rk_live_…`, `pk_live_…`), anywhere in a value. */
const liveKey = /(?:^|[^A-Za-z0-9])[spr]k_live_/;

export const liveKeyMessage =
  'This is a live key, and live keys never belong in a docs page: what you enter here is kept in this ' +
  'browser, where its extensions and anyone using this computer can read it, and a live key moves real ' +
  'money. Enter your test key (sk_test_…) instead, and keep live keys in your server’s secret store.';

/** Why `raw` cannot be kept for `entry`, or null when it can (an empty value is no value). */
export function checkValue(entry: SampleValue, raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  if (liveKey.test(value)) return liveKeyMessage;
  if (!entry.pattern.test(value)) return `${entry.label} should be ${entry.shape}.`;
  return null;
}

/** The values of a form (by name) to keep, and the message per field that cannot be kept. */
export function checkValues(input: Readonly<Record<string, string>>): {
  values: YourValues;
  problems: Readonly<Record<string, string>>;
} {
  const values: Record<string, string> = {};
  const problems: Record<string, string> = {};
  for (const entry of sampleValues) {
    const raw = input[entry.name] ?? '';
    const problem = checkValue(entry, raw);
    if (problem) problems[entry.name] = problem;
    else if (raw.trim() !== '') values[entry.name] = raw.trim();
  }
  return { values, problems };
}

/**
 * Stored values as the store reads them back: only known names with values
 * that pass `checkValue` (a value edited in storage by hand, or a name this
 * version no longer has, is dropped), never a live key.
 */
export function parseStoredValues(stored: string | null): YourValues {
  if (!stored) return noValues;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return noValues;
  }
  if (parsed === null || typeof parsed !== 'object') return noValues;
  const input = Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const { values } = checkValues(input);
  return Object.keys(values).length === 0 ? noValues : values;
}

/** The placeholder and value pairs `values` makes, for ./shown.ts. */
export function replacementsFor(values: YourValues): Replacements {
  return sampleValues.flatMap((entry) => {
    const value = values[entry.name];
    return value ? [[entry.placeholder, value] as const] : [];
  });
}

/** `text` with each placeholder the reader has a value for replaced by that value. */
export function withYourValues(text: string, values: YourValues): string {
  return replacePlaceholders(text, replacementsFor(values));
}
