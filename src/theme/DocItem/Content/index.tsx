import Head from '@docusaurus/Head';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import type { WrapperProps } from '@docusaurus/types';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { ReactNode } from 'react';
import PageMenu from '@site/src/components/PageMenu';
import { markdownUrl } from '@site/src/lib/markdownUrl';

type Props = WrapperProps<typeof ContentType>;

/** Every docs page: the page menu beside the title, and a link to the page's Markdown for agents. */
export default function ContentWrapper(props: Props): ReactNode {
  const { permalink } = useDoc().metadata;
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl(permalink)} />
      </Head>
      <PageMenu permalink={permalink} />
      <Content {...props} />
    </>
  );
}
