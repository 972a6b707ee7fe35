import { describe, expect, it } from 'vitest';
import { duration, kib, median, textTable } from './stats';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([90, 10, 50])).toBe(50);
  });
  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('refuses an empty list', () => {
    expect(() => median([])).toThrow(/empty/);
  });
});

describe('formatting', () => {
  it('prints KiB with one decimal', () => {
    expect(kib(153600)).toBe('150.0');
    expect(kib(1536)).toBe('1.5');
  });
  it('prints short durations in ms and long ones in s', () => {
    expect(duration(820.4)).toBe('820 ms');
    expect(duration(1420)).toBe('1.42 s');
  });
  it('pads columns: first left-aligned, the rest right-aligned, with a rule under the header', () => {
    expect(
      textTable([
        ['page', 'KiB'],
        ['/', '150.0'],
        ['/changelog', '9.5'],
      ]),
    ).toBe(['page          KiB', '──────────  ─────', '/           150.0', '/changelog    9.5'].join('\n'));
  });
});
