import { describe, expect, it } from 'vitest';
import { blend, contrastRatio } from '../tests/support/contrast';
import { codeTheme, highlightedLineVeil, prism } from './prism';

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

describe('the code theme in every page', () => {
  it('is the light theme alone: no dark theme is shipped, the site has no dark mode', () => {
    expect(prism).not.toHaveProperty('darkTheme');
    expect(prism.theme).toBe(codeTheme);
  });
});
