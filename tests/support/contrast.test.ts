import { describe, expect, it } from 'vitest';
import { blend, contrastRatio, parseColor } from './contrast';

describe('contrast', () => {
  it('parses hex and rgb colours', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#0b6e4f')).toEqual([11, 110, 79]);
    expect(parseColor('rgba(0, 0, 0, 0.1)')).toEqual([0, 0, 0]);
    expect(() => parseColor('green')).toThrow(/Not a colour/);
  });

  it('gives 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b6e4f', '#0b6e4f')).toBe(1);
  });

  it('matches published ratios: the brand green on white passes AA, #36acaa on #f6f8fa does not', () => {
    expect(contrastRatio('#0b6e4f', '#ffffff')).toBeGreaterThan(4.5);
    expect(contrastRatio('#36acaa', '#f6f8fa')).toBeCloseTo(2.58, 2);
  });

  it('blends a translucent colour over a background', () => {
    expect(blend('#000000', 0.1, '#f6f8fa')).toBe('#dddfe1');
    expect(blend('#ffffff', 1, '#000000')).toBe('#ffffff');
  });
});
