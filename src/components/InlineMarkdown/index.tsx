import Link from '@docusaurus/Link';
import { Fragment, type ReactNode } from 'react';

interface Props {
  /** Markdown limited to inline code, bold, italics and links (what OpenAPI descriptions use). */
  text: string;
}

const token = /(`[^`]+`|\*\*[^*]+\*\*|\*[^*]+\*|\[[^\]]+\]\([^)\s]+\))/g;

/** Renders the inline Markdown of OpenAPI descriptions without a Markdown parser in the bundle. */
export default function InlineMarkdown({ text }: Props): ReactNode {
  return text.split(token).map((part, index) => {
    const key = `${index}-${part.length}`;
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1)
      return <code key={key}>{part.slice(1, -1)}</code>;
    if (part.startsWith('**') && part.endsWith('**')) return <strong key={key}>{part.slice(2, -2)}</strong>;
    if (/^\*[^*]+\*$/.test(part)) return <em key={key}>{part.slice(1, -1)}</em>;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link)
      return (
        <Link key={key} to={link[2]}>
          {link[1]}
        </Link>
      );
    return <Fragment key={key}>{part}</Fragment>;
  });
}
