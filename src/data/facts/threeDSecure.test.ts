import { describe, expect, it } from 'vitest';
import { threeDSecure } from './threeDSecure';

/** The Luhn check every card number must pass, or the card field rejects it before any test outcome. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
}

describe('3-D Secure test cards', () => {
  const cards = Object.entries(threeDSecure.cards);

  it.each(cards)('%s (%s) is 16 digits in groups of four and passes the Luhn check', (_name, number) => {
    expect(number, 'write test cards as four groups of four digits').toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
    expect(passesLuhn(number.replace(/ /g, '')), `${number} fails the Luhn check: fix its last digit`).toBe(true);
  });

  it('gives every outcome its own number', () => {
    expect(new Set(cards.map(([, number]) => number)).size).toBe(cards.length);
  });

  it('the Luhn check rejects a number with a wrong last digit', () => {
    expect(passesLuhn('4000000000003346')).toBe(false);
  });
});
