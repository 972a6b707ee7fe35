/**
 * Code samples stay legible: every token colour of the light syntax theme
 * reaches WCAG AA (4.5:1) on the code background.
 */
import { describe, expect, it } from 'vitest';
import { prism } from '../../config/prism';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('the light code theme', () => {
  const background = prism.theme.plain.backgroundColor ?? '#ffffff';
  const colours = [prism.theme.plain.color, ...prism.theme.styles.map((entry) => entry.style.color)].filter(
    (c): c is string => typeof c === 'string',
  );

  it.each(colours)('%s reaches 4.5:1 on the code background', (colour) => {
    expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
  });
});
