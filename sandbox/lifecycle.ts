/**
 * The payment intent lifecycle: every status change the model makes, what
 * causes it and the events it fires, in that order. The model refuses any
 * other change (an internal error, which the property test would catch), and
 * the guides' diagrams are checked against this table
 * (sandbox/pages.test.ts), so the pages cannot describe a different lifecycle.
 */
export type IntentStatus =
  'awaiting_payment_method' | 'awaiting_next_action' | 'processing' | 'awaiting_capture' | 'succeeded' | 'canceled';

/** `[*]` in the diagrams: before creation. */
export const START = '[*]';

export interface Transition {
  from: IntentStatus | typeof START;
  to: IntentStatus;
  /** What causes it, as the lifecycle page's diagram labels it. */
  trigger: string;
  /** Events fired, in order. */
  events: readonly string[];
}

const failed = ['payment.failed', 'payment_intent.payment_failed'] as const;
const paid = ['payment.paid', 'payment_intent.succeeded'] as const;
const canceled = ['payment_intent.canceled'] as const;

export const transitions: readonly Transition[] = [
  { from: START, to: 'awaiting_payment_method', trigger: 'Create', events: [] },
  { from: 'awaiting_payment_method', to: 'awaiting_next_action', trigger: 'Confirm, step needed', events: [] },
  { from: 'awaiting_payment_method', to: 'processing', trigger: 'Confirm, no step needed', events: [] },
  {
    from: 'awaiting_payment_method',
    to: 'awaiting_capture',
    trigger: 'Card authorized, manual capture',
    events: ['payment_intent.awaiting_capture'],
  },
  { from: 'awaiting_next_action', to: 'processing', trigger: 'Customer completes the step', events: [] },
  {
    from: 'awaiting_next_action',
    to: 'awaiting_capture',
    trigger: '3-D Secure passed, manual capture',
    events: ['payment_intent.awaiting_capture'],
  },
  { from: 'awaiting_next_action', to: 'awaiting_payment_method', trigger: 'Step refused or expired', events: failed },
  { from: 'processing', to: 'succeeded', trigger: 'Funds collected', events: paid },
  { from: 'processing', to: 'awaiting_payment_method', trigger: 'Attempt declined', events: failed },
  { from: 'awaiting_capture', to: 'succeeded', trigger: 'You capture', events: paid },
  // The held payment fails with the intent (the hold is released): its event comes first.
  {
    from: 'awaiting_capture',
    to: 'canceled',
    trigger: 'You cancel, or the hold expires',
    events: ['payment.failed', ...canceled],
  },
  { from: 'awaiting_payment_method', to: 'canceled', trigger: 'You cancel', events: canceled },
  // The pending attempt's payment fails with the intent: its event comes first.
  { from: 'awaiting_next_action', to: 'canceled', trigger: 'You cancel', events: ['payment.failed', ...canceled] },
];

export const finalStatuses: readonly IntentStatus[] = ['succeeded', 'canceled'];

/** The transition from `from` to `to`, or undefined when the lifecycle forbids it. */
export function transitionBetween(from: IntentStatus | typeof START, to: IntentStatus): Transition | undefined {
  return transitions.find((transition) => transition.from === from && transition.to === to);
}

/** Statuses from which the cancel endpoint may cancel. */
export const cancelableStatuses: readonly IntentStatus[] = transitions
  .filter((transition) => transition.to === 'canceled' && transition.from !== START)
  .map((transition) => transition.from as IntentStatus);
