import { describe, expect, it } from 'vitest';
import { blend, contrastRatio } from '../tests/support/contrast';
import { codeTheme, highlightedLineVeil } from './prism';

const background = codeTheme.plain.backgroundColor!;
const highlighted = blend(highlightedLineVeil.color, highlightedLineVeil.alpha, background);
const tokenColours = [
  codeTheme.plain.color!,
  ...codeTheme.styles.map((entry) => entry.style.color).filter((c): c is string => Boolean(c)),
];

describe('code highlighting colours', () => {
  it.each(tokenColours)('%s reaches 4.5:1 on the code background and on highlighted lines', (colour) => {
    expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colour, highlighted)).toBeGreaterThanOrEqual(4.5);
  });
});
