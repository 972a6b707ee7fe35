/**
 * The placeholders the site's code samples carry for values only the reader
 * has, and the shape each one's real value takes. The "Your values" panel
 * (src/components/YourValuesPanel) lets a reader enter their own; samples then
 * show those in place of these (src/lib/yourValues). The server's HTML and the
 * Markdown copies always keep the placeholders.
 *
 * The ids and the webhook URL are the OpenAPI document's own examples, the
 * values every sample already uses; sampleValues.test.ts checks each against
 * the document (and each pattern against its schema), so this list cannot
 * drift from the samples. No Node-only imports: the reader's browser loads it.
 */
export interface SampleValue {
  /** The stored value's key. */
  readonly name: string;
  /** The field's label in the panel. */
  readonly label: string;
  /** The text the samples carry, replaced by the reader's value. */
  readonly placeholder: string;
  /** The whole value's shape (anchored), checked before it is kept. */
  readonly pattern: RegExp;
  /** What a value must look like, said when one does not. */
  readonly shape: string;
}

/** One id per resource a reader is likely to be working with, as `<prefix>` + 24 letters and digits. */
function id(name: string, label: string, placeholder: string): SampleValue {
  const prefix = placeholder.slice(0, placeholder.indexOf('_') + 1);
  return {
    name,
    label,
    placeholder,
    pattern: new RegExp(`^${prefix}[A-Za-z0-9]{24}$`),
    shape: `${prefix} followed by 24 letters and digits`,
  };
}

/** The secret key every sample sends; src/lib/openapi/codeSamples.ts writes it into the API pages' samples. */
export const secretKeyPlaceholder = 'sk_test_YOUR_SECRET_KEY';

export const sampleValues: readonly SampleValue[] = [
  {
    name: 'secretKey',
    label: 'Test secret key',
    placeholder: secretKeyPlaceholder,
    pattern: /^sk_test_\w+$/,
    shape: 'sk_test_ followed by letters, digits and underscores',
  },
  {
    name: 'webhookSecret',
    label: 'Webhook signing secret',
    placeholder: 'whsk_YOUR_WEBHOOK_SECRET_KEY',
    pattern: /^whsk_\w+$/,
    shape: 'whsk_ followed by letters, digits and underscores',
  },
  {
    name: 'webhookUrl',
    label: 'Webhook endpoint URL',
    placeholder: 'https://example.com/webhooks',
    pattern: /^https:\/\/[^\s'"`\\<>]+$/,
    shape: 'an https:// address',
  },
  id('paymentIntentId', 'Payment intent id', 'pi_XftjvHdG70lD5hBRToHOsU8M'),
  id('paymentId', 'Payment id', 'pay_B8tWOkPnTnhEWF0f8EUUlWFJ'),
  id('refundId', 'Refund id', 'ref_ycw4oJHUot4MaRt5ZwAQTX9w'),
  id('customerId', 'Customer id', 'cus_ZC0UoDSsrG1uvwe5iuIVSuNC'),
  id('checkoutSessionId', 'Checkout session id', 'cs_1FYf6T9tMSPnzmFR9ZneIMj0'),
  id('billingStatementId', 'Billing statement id', 'bs_R74u2XzBK63VZIumJ98vp398'),
  id('webhookEndpointId', 'Webhook endpoint id', 'hook_nhIIueCyyQQoJrTERjPTC7nX'),
];
