import type { ReactNode } from 'react';
import ToolDisclosure from '@site/src/components/ToolDisclosure';

/** "Check a signature" on the webhooks guide; the checker's code and sample event load on first open. */
export default function WebhookSignatureChecker(): ReactNode {
  return (
    <ToolDisclosure
      label="Check a signature"
      lead="Paste a delivery and see why it fails, or make a signed sample one. It runs in your browser: nothing you paste leaves this page."
      toolName="signature checker"
      load={() => import('@site/src/components/WebhookSignatureCheckerPanel')}
    />
  );
}
