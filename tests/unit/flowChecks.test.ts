import { describe, expect, it } from 'vitest';
import { differencesFrom, jsonBlocks, paymentFields, returnUrl, valueAt } from '../samples/flowChecks';

describe('walkthrough flow checks (tests/samples/flowChecks.ts)', () => {
  it('reads the fields a walkthrough says markOrderPaid receives, nested names included', () => {
    const card =
      'For cards, the payment that `markOrderPaid` receives carries `payment_method.card.brand` and ' +
      '`payment_method.card.last4`, for the receipt. The `amount` is not part of it.';
    expect(paymentFields(card)).toEqual(['payment_method.card.brand', 'payment_method.card.last4']);
    const installment =
      'the payment that `markOrderPaid` receives carries `payment_method.installment`: the chosen `term_months` ' +
      'and `monthly_amount`.\n';
    expect(paymentFields(installment)).toEqual([
      'payment_method.installment',
      'payment_method.installment.term_months',
      'payment_method.installment.monthly_amount',
    ]);
    expect(paymentFields('No such sentence.')).toEqual([]);
    expect(valueAt({ payment_method: { card: { last4: '0018' } } }, 'payment_method.card.last4')).toBe('0018');
    expect(valueAt({}, 'payment_method.card.last4')).toBeUndefined();
  });

  it("finds the page's return_url and its JSON blocks", () => {
    expect(returnUrl("confirm(key, { return_url: 'https://example.com/orders/1043/complete' })")).toBe(
      'https://example.com/orders/1043/complete',
    );
    expect(returnUrl('confirm(key)')).toBeUndefined();
    expect(
      jsonBlocks(
        'text\n```json\n{ "status": "succeeded" }\n```\n```bash\ncurl\n```\n- item:\n\n  ```json\n  [1]\n  ```\n',
      ),
    ).toEqual([{ status: 'succeeded' }, [1]]);
  });

  it('compares the fields a page shows with the answer, ids by kind only', () => {
    const answer = {
      id: 'pi_AAAAAAAAAAAAAAAAAAAAAAAA',
      client_key: 'pi_AAAAAAAAAAAAAAAAAAAAAAAA_client_BBBBBBBBBBBBBBBBBBBBBBBB',
      status: 'awaiting_next_action',
      next_action: { redirect: { url: 'https://pay.example/redirect/pi_AAAAAAAAAAAAAAAAAAAAAAAA' } },
      payment_method_allowed: ['gcash'],
      created_at: 1,
    };
    const shown = {
      id: 'pi_u8jzPde0IgxLd6GncfBAepfJ',
      client_key: 'pi_u8jzPde0IgxLd6GncfBAepfJ_client_tYh5Xj8TPQxjq4i9DoV8gz4F',
      status: 'awaiting_next_action',
      next_action: { redirect: { url: 'https://pay.example/redirect/pi_u8jzPde0IgxLd6GncfBAepfJ' } },
      payment_method_allowed: ['gcash'],
    };
    expect(differencesFrom(shown, answer)).toEqual([]);
    expect(
      differencesFrom({ ...shown, status: 'succeeded', customer: 'cus_ZC0UoDSsrG1uvwe5iuIVSuNC' }, answer),
    ).toEqual([
      'status: page "succeeded", model "awaiting_next_action"',
      "customer: on the page, not in the model's answer",
    ]);
    expect(differencesFrom({ payment_method_allowed: ['gcash', 'maya'] }, answer)).toEqual([
      'payment_method_allowed: page ["gcash","maya"], model ["gcash"]',
    ]);
    expect(differencesFrom({ id: 'cus_ZC0UoDSsrG1uvwe5iuIVSuNC' }, answer)).toHaveLength(1);
    expect(differencesFrom({ created_at: 1749276000 }, answer)).toEqual([]);
    expect(differencesFrom({ created_at: null }, answer)).toEqual(['created_at: page null, model 1']);
    expect(differencesFrom({ next_action: { expires_at: 1749276000 } }, answer)).toEqual([
      "next_action.expires_at: on the page, not in the model's answer",
    ]);
  });
});
