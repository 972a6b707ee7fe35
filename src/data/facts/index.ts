/**
 * Facts stated on more than one page, in one typed place (issue: docs that
 * never contradict themselves). Pages write `%FACT:<path>%`, for example
 * `%FACT:webhooks.retryWindow%`; the build expands the token in prose, code
 * and links, in the HTML pages and their Markdown copies alike
 * (`plugins/remark-brand-tokens`). Figures the OpenAPI document already states
 * are read from the document, not restated here.
 *
 * Add a topic as its own module (`./<topic>.ts`) and list it below.
 */
import { balance } from './balance';
import { compliance } from './compliance';
import { dashboard } from './dashboard';
import { disputes } from './disputes';
import { expiries } from './expiries';
import { fees } from './fees';
import { limits } from './limits';
import { paymentMethods } from './paymentMethods';
import { platform } from './platform';
import { rateLimits } from './rateLimits';
import { refunds } from './refunds';
import { statementDescriptor } from './statementDescriptor';
import { testCards } from './testCards';
import { threeDSecure } from './threeDSecure';
import { webhooks } from './webhooks';

export const facts = {
  balance,
  compliance,
  dashboard,
  disputes,
  expiries,
  fees,
  limits,
  paymentMethods,
  platform,
  rateLimits,
  refunds,
  statementDescriptor,
  testCards,
  threeDSecure,
  webhooks,
} as const;

type Scalar = string | number;
/** A fact's value: a string or number, or a nested group of them. */
type FactTree = { readonly [key: string]: Scalar | FactTree };

const FACT_TOKEN = /%FACT:([A-Za-z0-9_.]+)%/g;

/** The fact at a dotted path (`webhooks.retryWindow`), or undefined. */
export function lookupFact(path: string, tree: FactTree = facts): Scalar | undefined {
  let node: Scalar | FactTree | undefined = tree;
  for (const key of path.split('.')) {
    if (node === undefined || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return typeof node === 'object' ? undefined : node;
}

/**
 * Replaces every `%FACT:<path>%` in `text`. An unknown path, or one that
 * names a group rather than a value, is an error naming the token, so a typo
 * stops the build instead of reaching a reader.
 */
export function expandFactTokens(text: string, tree: FactTree = facts): string {
  return text.replace(FACT_TOKEN, (token, path: string) => {
    const value = lookupFact(path, tree);
    if (value === undefined) {
      throw new Error(
        `Unknown fact ${token}: no value at "${path}" in src/data/facts (add it there, or fix the path).`,
      );
    }
    return String(value);
  });
}
