import { describe, expect, it } from 'vitest';
import { sampleValues } from '../../data/facts/sampleValues';
import { checkValue, checkValues, liveKeyMessage, noValues, parseStoredValues, withYourValues } from './values';

const entry = (name: string) => {
  const found = sampleValues.find((value) => value.name === name);
  if (!found) throw new Error(`no sample value ${name}`);
  return found;
};
const key = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';
const customer = 'cus_Ab12Cd34Ef56Gh78Ij90Kl12';

describe('withYourValues', () => {
  it('puts each value in place of its placeholder, in every language’s spelling', () => {
    const values = { secretKey: key, customerId: customer };
    expect(withYourValues("curl -u 'sk_test_YOUR_SECRET_KEY:' \\", values)).toBe(`curl -u '${key}:' \\`);
    expect(withYourValues('auth=("sk_test_YOUR_SECRET_KEY", ""),', values)).toBe(`auth=("${key}", ""),`);
    expect(withYourValues('Buffer.from("sk_test_YOUR_SECRET_KEY:")', values)).toBe(`Buffer.from("${key}:")`);
    expect(withYourValues('/v1/customers/cus_ZC0UoDSsrG1uvwe5iuIVSuNC', values)).toBe(`/v1/customers/${customer}`);
    expect(
      withYourValues('"customer": "cus_ZC0UoDSsrG1uvwe5iuIVSuNC", "c": "cus_ZC0UoDSsrG1uvwe5iuIVSuNC"', values),
    ).toBe(`"customer": "${customer}", "c": "${customer}"`);
  });

  it('leaves a placeholder inside a longer identifier or path alone', () => {
    const values = { paymentIntentId: 'pi_Zz99Yy88Xx77Ww66Vv55Uu44', webhookUrl: 'https://shop.test/hooks' };
    const clientKey = 'pi_XftjvHdG70lD5hBRToHOsU8M_client_DoF47e6cK4bgcTgMiNsTMdrJ';
    expect(withYourValues(clientKey, values)).toBe(clientKey);
    expect(withYourValues('"url": "https://example.com/webhooks/billing"', values)).toBe(
      '"url": "https://example.com/webhooks/billing"',
    );
    expect(withYourValues('"url": "https://example.com/webhooks"', values)).toBe('"url": "https://shop.test/hooks"');
  });

  it('changes nothing without values, and leaves the placeholders it has no value for', () => {
    const text = "-u 'sk_test_YOUR_SECRET_KEY:' cus_ZC0UoDSsrG1uvwe5iuIVSuNC";
    expect(withYourValues(text, noValues)).toBe(text);
    expect(withYourValues(text, { customerId: customer })).toBe(`-u 'sk_test_YOUR_SECRET_KEY:' ${customer}`);
  });

  it('writes a value with $ signs as it is (no replacement patterns)', () => {
    expect(withYourValues('https://example.com/webhooks', { webhookUrl: 'https://a.test/$&$1' })).toBe(
      'https://a.test/$&$1',
    );
  });
});

describe('checkValue', () => {
  it.each(['sk_live_4eC39HqLyjWDarjtT1zdp7dc', ' rk_live_abc', 'pk_live_abc'])(
    'refuses the live key %s, saying why',
    (value) => {
      expect(checkValue(entry('secretKey'), value)).toBe(liveKeyMessage);
      expect(liveKeyMessage).toMatch(/live keys never belong in a docs page/);
    },
  );

  it('refuses a live key pasted into any field', () => {
    for (const field of sampleValues)
      expect(checkValue(field, 'sk_live_4eC39HqLyjWDarjtT1zdp7dc'), field.name).toBe(liveKeyMessage);
  });

  it('says what shape a value should have', () => {
    expect(checkValue(entry('customerId'), 'pi_XftjvHdG70lD5hBRToHOsU8M')).toBe(
      'Customer id should be cus_ followed by 24 letters and digits.',
    );
    expect(checkValue(entry('webhookUrl'), 'http://shop.test/hooks')).toBe(
      'Webhook endpoint URL should be an https:// address.',
    );
    expect(checkValue(entry('secretKey'), 'pk_test_abc')).toMatch(/^Test secret key should be sk_test_/);
  });

  it('accepts real-looking values and an empty field', () => {
    expect(checkValue(entry('secretKey'), ` ${key} `)).toBeNull();
    expect(checkValue(entry('webhookSecret'), 'whsk_ugg3WqIaae50AlfADejENMD00wcNG3Vi')).toBeNull();
    expect(checkValue(entry('customerId'), customer)).toBeNull();
    expect(checkValue(entry('refundId'), '')).toBeNull();
  });
});

describe('checkValues and parseStoredValues', () => {
  it('keeps the trimmed valid values and names each problem', () => {
    expect(checkValues({ secretKey: ` ${key}`, customerId: 'nope', refundId: '' })).toEqual({
      values: { secretKey: key },
      problems: { customerId: 'Customer id should be cus_ followed by 24 letters and digits.' },
    });
  });

  it('reads back only known, valid values, and never a live key', () => {
    const stored = JSON.stringify({ secretKey: 'sk_live_abc', customerId: customer, other: 'x', refundId: 3 });
    expect(parseStoredValues(stored)).toEqual({ customerId: customer });
    expect(parseStoredValues('{not json')).toBe(noValues);
    expect(parseStoredValues('null')).toBe(noValues);
    expect(parseStoredValues(null)).toBe(noValues);
  });
});

describe('ids in paths', () => {
  it('replaces an id followed by more of the path', () => {
    expect(
      withYourValues('/v1/payment_intents/pi_XftjvHdG70lD5hBRToHOsU8M/capture', {
        paymentIntentId: 'pi_Zz99Yy88Xx77Ww66Vv55Uu44',
      }),
    ).toBe('/v1/payment_intents/pi_Zz99Yy88Xx77Ww66Vv55Uu44/capture');
  });
});
