import type { ReactNode } from 'react';
import ToolDisclosure from '@site/src/components/ToolDisclosure';

/** "Decode an error" on the error codes page; the decoder's code loads on first open. */
export default function ErrorDecoder(): ReactNode {
  return (
    <ToolDisclosure
      label="Decode an error"
      lead="Paste an error response or a code: get its cause, the fix, and whether to retry. Nothing leaves this page."
      toolName="error decoder"
      load={() => import('@site/src/components/ErrorDecoderPanel')}
    />
  );
}
