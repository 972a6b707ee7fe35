import { describe, expect, it } from 'vitest';
import { blend, contrastRatio } from '../tests/support/contrast';
import { codeTheme, highlightedLineVeil, prism, styledTokenTypes, tokenStyles, tokenStylesheet } from './prism';

const background = codeTheme.plain.backgroundColor!;
const highlighted = blend(highlightedLineVeil.color, highlightedLineVeil.alpha, background);
const tokenColours = [
  codeTheme.plain.color!,
  ...tokenStyles.map((entry) => entry.style.color).filter((c): c is string => Boolean(c)),
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

describe('tokenStylesheet', () => {
  it('colours tokens by class, one rule per theme entry in order, language entries scoped', () => {
    const css = tokenStylesheet([
      { types: ['comment', 'prolog'], style: { color: '#626257', fontStyle: 'italic' } },
      { types: ['keyword'], languages: ['php', 'ruby'], style: { color: '#00009f' } },
    ]);
    expect(css.split('\n')).toEqual([
      '.prism-code .token.comment,.prism-code .token.prolog{color:#626257;font-style:italic}',
      '.prism-code.language-php .token.keyword,.prism-code.language-ruby .token.keyword{color:#00009f}',
    ]);
  });

  it('holds every token colour; the engine’s theme holds none, so tokens carry no style attribute', () => {
    expect(codeTheme.styles).toEqual([]);
    for (const entry of tokenStyles) expect(tokenStylesheet()).toContain(`.prism-code .token.${entry.types[0]}`);
  });
});

describe('styledTokenTypes', () => {
  it("lists the types whose colour or style shows: not those styled only in the code's own colour", () => {
    const plain = { color: '#393A34', backgroundColor: '#f6f8fa' };
    expect(
      styledTokenTypes(
        [
          { types: ['comment'], style: { color: '#393A34', fontStyle: 'italic' } },
          { types: ['punctuation', 'operator'], style: { color: '#393A34' } },
          { types: ['string'], style: { color: '#bc0e5a' } },
          { types: ['namespace'], style: { opacity: 0.7 } },
          { types: ['tag'], languages: ['markup'], style: { color: '#393A34' } },
        ],
        plain,
      ),
    ).toEqual(['comment', 'namespace', 'string', 'tag']);
  });

  it("leaves out the site theme's punctuation and operators, and keeps every coloured type", () => {
    const styled = styledTokenTypes();
    expect(styled).not.toContain('punctuation');
    expect(styled).not.toContain('operator');
    expect(styled).toEqual(expect.arrayContaining(['string', 'keyword', 'function', 'variable', 'comment', 'number']));
  });
});
