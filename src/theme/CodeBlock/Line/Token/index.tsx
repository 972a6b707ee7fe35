/**
 * One highlighted token (the engine's pass-through component, replaced; see
 * src/theme/README.md). Text Prism recognised nothing in ("plain") is written
 * as bare text rather than a `<span class="token plain">`, and an empty one
 * not at all: its colour is the block's own, so the span only cost markup.
 * On the webhooks page that was 1,446 of its 3,739 elements and 48 KB of its
 * HTML, parsed and laid out before the first paint.
 */
import type { ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock/Line/Token';

export default function CodeBlockLineToken({ line: _line, token, ...props }: Props): ReactNode {
  if (token.types.length === 1 && token.types[0] === 'plain') return props.children || null;
  return <span {...props} />;
}
