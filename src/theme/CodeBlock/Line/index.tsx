/**
 * The engine's code line without an inline colour (wrapper; see
 * src/theme/README.md). Prism's line props repeat the theme's plain colour on
 * every line, which the block's <pre> already sets and the line inherits:
 * 410 copies of `style="color:…"` on the webhooks page alone.
 */
import type { ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock/Line';
import Line from '@theme-original/CodeBlock/Line';

export default function CodeBlockLine({ getLineProps, ...props }: Props): ReactNode {
  return (
    <Line
      {...props}
      getLineProps={(input: Parameters<Props['getLineProps']>[0]) => {
        const { style: _inherited, ...lineProps } = getLineProps(input);
        return lineProps;
      }}
    />
  );
}
