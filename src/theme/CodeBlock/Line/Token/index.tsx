/**
 * One highlighted token (the engine's pass-through component, replaced; see
 * src/theme/README.md). A token that looks like the text around it (`plain`
 * text, punctuation, operators: src/lib/codeTokens.ts) is written as bare
 * text rather than a `<span class="token …">`, and an empty one not at all:
 * its colour is the block's own, so the span only cost markup. On the
 * webhooks page, `plain` spans were 1,446 elements; the other tokens that look
 * like text, 1,365 more of the 4,070 left (its HTML 191 → 136 KB), each
 * parsed, styled and laid out before the first paint.
 */
import type { ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock/Line/Token';
import { looksLikeText } from '@site/src/lib/codeTokens';

export default function CodeBlockLineToken({ line: _line, token, ...props }: Props): ReactNode {
  if (looksLikeText(token.types)) return props.children || null;
  return <span {...props} />;
}
