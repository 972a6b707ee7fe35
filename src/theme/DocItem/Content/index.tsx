import Head from '@docusaurus/Head';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import type { WrapperProps } from '@docusaurus/types';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import { memo, type ReactElement, type ReactNode } from 'react';
import PageMenu from '@site/src/components/PageMenu';
import { markdownUrl } from '@site/src/lib/markdownUrl';

type Props = WrapperProps<typeof ContentType>;

/**
 * The page's Markdown content, rendered again only when it is another page's.
 * The engine's doc page makes its content element afresh each time it renders
 * (`<MDXComponent />`, with no props), and it renders at each click on a link:
 * the router tells every route of the old page about the new address while the
 * new page's code loads. The content, hundreds of components on a long page,
 * then rendered again to the same output, in the click's task. The element
 * has no props, so its type tells it all; its contexts still reach it.
 */
const PageContent = memo(
  Content,
  (previous: Props, next: Props) =>
    (previous.children as ReactElement | undefined)?.type === (next.children as ReactElement | undefined)?.type,
);

/** Every docs page: the page menu beside the title, and a link to the page's Markdown for agents. */
export default function ContentWrapper(props: Props): ReactNode {
  const { permalink } = useDoc().metadata;
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl(permalink)} />
      </Head>
      <PageMenu permalink={permalink} />
      <PageContent {...props} />
    </>
  );
}
