/**
 * Test cards and what they do, stated on the testing guide, the card pages,
 * the elements, checkout and going-live guides and the quick starts. Tables
 * are rendered from `testCardList` by the `::test-cards` directive
 * (plugins/remark-brand-tokens/testCards.ts); prose writes
 * `%FACT:testCards.visa%`. Every number passes the Luhn check (tested).
 */

export interface TestCard {
  /** The name pages use in tokens: `%FACT:testCards.<key>%`. */
  key: string;
  /** Grouped as the card element shows it: 4-4-4-4, or 4-6-5 for American Express. */
  number: string;
  brand: 'Visa' | 'Mastercard' | 'JCB' | 'American Express';
  funding: 'Credit' | 'Debit' | 'Prepaid';
  /** `succeeds`, `three_d_secure`, or the decline code the attempt fails with. */
  outcome:
    | 'succeeds'
    | 'three_d_secure'
    | 'card_declined'
    | 'insufficient_funds'
    | 'expired_card'
    | 'incorrect_cvc'
    | 'processing_error';
  /** For declines: what the card simulates. */
  simulates?: string;
}

export const testCardList: readonly TestCard[] = [
  { key: 'visa', number: '4242 4242 0000 0018', brand: 'Visa', funding: 'Credit', outcome: 'succeeds' },
  { key: 'mastercardDebit', number: '5555 4400 0000 0014', brand: 'Mastercard', funding: 'Debit', outcome: 'succeeds' },
  { key: 'visaPrepaid', number: '4111 0000 0000 0099', brand: 'Visa', funding: 'Prepaid', outcome: 'succeeds' },
  { key: 'jcb', number: '3559 0000 0000 0017', brand: 'JCB', funding: 'Credit', outcome: 'succeeds' },
  { key: 'amex', number: '3782 000000 00018', brand: 'American Express', funding: 'Credit', outcome: 'succeeds' },
  { key: 'threeDSecure', number: '4000 0000 0000 3121', brand: 'Visa', funding: 'Credit', outcome: 'three_d_secure' },
  {
    key: 'declined',
    number: '4000 0000 0000 0127',
    brand: 'Visa',
    funding: 'Credit',
    outcome: 'card_declined',
    simulates: 'The issuer declines without a specific reason.',
  },
  {
    key: 'insufficientFunds',
    number: '4000 0000 0000 0457',
    brand: 'Visa',
    funding: 'Credit',
    outcome: 'insufficient_funds',
    simulates: 'Not enough funds or credit.',
  },
  {
    key: 'expiredCard',
    number: '4000 0000 0000 0788',
    brand: 'Visa',
    funding: 'Credit',
    outcome: 'expired_card',
    simulates: 'The card has expired, whatever expiry date you enter.',
  },
  {
    key: 'incorrectCvc',
    number: '4000 0000 0000 0911',
    brand: 'Visa',
    funding: 'Credit',
    outcome: 'incorrect_cvc',
    simulates: 'The security code is wrong, whatever code you enter.',
  },
  {
    key: 'processingError',
    number: '4000 0000 0000 1117',
    brand: 'Visa',
    funding: 'Credit',
    outcome: 'processing_error',
    simulates: 'A network or bank error.',
  },
];

const numbers = Object.fromEntries(testCardList.map((card) => [card.key, card.number])) as Readonly<
  Record<string, string>
>;

export const testCards = {
  ...numbers,
  /** What to enter besides the number, written once so the CVC rule never differs between pages. */
  entryRule: 'any future expiry date and any three-digit security code (four digits for American Express)',
  /** Test bank identification numbers for `allowed_bins`. */
  bins: { visaCredit: '42424242', mastercardDebit: '555544' },
} as const;

/** The Luhn check the card element applies to every number. */
export function passesLuhn(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 12) return false;
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    const digit = Number(char);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  });
  return sum % 10 === 0;
}
