/**
 * The reader's sandbox as "Your values" (src/lib/yourValues): its test secret
 * key, its webhook endpoint's signing secret and id, and the newest object of
 * each kind the samples name, so that every sample on the site runs against
 * what the reader has in the sandbox. Pure: the sandbox page's "Use the
 * sandbox's keys in your samples" and the unit tests share it.
 */
import { sampleValues, secretKeyPlaceholder } from '../../data/facts/sampleValues';
import { checkValue, type YourValues } from '../yourValues/values';
import type { SandboxSnapshot } from './session';

/** The values the sandbox gives, by `SampleValue.name`; only those that pass the panel's own checks. */
export function sandboxValues(snapshot: SandboxSnapshot): YourValues {
  // The account the reader worked in last: the key of the most recently changed object (each key is
  // an account of its own, with the endpoint the sandbox registered for it). Its ids only: an id of
  // another account is not found with this key.
  const key = snapshot.objects[0]?.key ?? snapshot.endpoints.at(-1)?.key;
  const endpoint = snapshot.endpoints.find((candidate) => candidate.key === key);
  const found: Record<string, string> = {};
  // The placeholder key is what the samples already show: keeping it as a value would change nothing.
  if (endpoint && endpoint.key !== secretKeyPlaceholder) found.secretKey = endpoint.key;
  if (endpoint) {
    found.webhookSecret = endpoint.secret;
    found.webhookEndpointId = endpoint.id;
  }
  for (const entry of sampleValues) {
    if (found[entry.name]) continue;
    // Objects are most recently changed first: the first that fits is the one the reader is working with.
    const object = snapshot.objects.find((candidate) => candidate.key === key && entry.pattern.test(candidate.id));
    if (object && entry.name.endsWith('Id')) found[entry.name] = object.id;
  }
  const values: Record<string, string> = {};
  for (const entry of sampleValues) {
    const value = found[entry.name];
    if (value && checkValue(entry, value) === null) values[entry.name] = value;
  }
  return values;
}
