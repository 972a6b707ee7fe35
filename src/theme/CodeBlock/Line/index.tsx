/**
 * The engine's code line, with leaner props (wrapper; see src/theme/README.md):
 * - no inline colour on the line: Prism's line props repeat the theme's plain
 *   colour on every line, which the block's <pre> already sets and the line
 *   inherits (410 copies of `style="color:…"` on the webhooks page alone);
 * - token props without a style: the theme has no token styles (tokens are
 *   coloured by class, config/prism.ts), yet Prism's own function builds an
 *   empty style object and copies every token's props twice. Rendering the
 *   pages' code took a sixth of the build's page rendering;
 * - each run of tokens that look like text (plain, punctuation, operators)
 *   as one token, written as one text node by Line/Token (src/lib/codeTokens.ts).
 */
import type { ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock/Line';
import Line from '@theme-original/CodeBlock/Line';
import { mergeTextTokens } from '@site/src/lib/codeTokens';

type TokenInput = Parameters<Props['getTokenProps']>[0];
type TokenOutput = ReturnType<Props['getTokenProps']>;

/** The class names Prism gives a token (`token keyword`), and its text. */
function tokenProps({ token }: TokenInput): TokenOutput {
  return { className: `token ${token.types.join(' ')}`, children: token.content };
}

export default function CodeBlockLine({ getLineProps, line, ...props }: Props): ReactNode {
  return (
    <Line
      {...props}
      line={mergeTextTokens(line)}
      getLineProps={(input: Parameters<Props['getLineProps']>[0]) => {
        const { style: _inherited, ...lineProps } = getLineProps(input);
        return lineProps;
      }}
      getTokenProps={tokenProps}
    />
  );
}
