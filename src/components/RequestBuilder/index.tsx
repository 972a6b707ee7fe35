import type { ReactNode } from 'react';
import ToolDisclosure from '@site/src/components/ToolDisclosure';
import type { BuilderOperation } from '@site/src/lib/requestBuilder/operationData';

interface Props {
  operationId: string;
  /**
   * Imports the operation's generated data (.generated/api/operations/<id>.json).
   * The page passes it with a literal path, so each operation's data is its own chunk.
   */
  loadOperation: () => Promise<{ default: BuilderOperation }>;
}

/** The builder's code and this operation's data, fetched together on first open, as one panel. */
function loadBuilder(loadOperation: Props['loadOperation']): Promise<{ default: () => ReactNode }> {
  return Promise.all([import('@site/src/components/RequestBuilderPanel'), loadOperation()]).then(
    ([{ default: Panel }, { default: operation }]) => ({
      default: function OperationRequestBuilder() {
        return <Panel operation={operation} />;
      },
    }),
  );
}

/**
 * "Build a request" on an operation page: a tool disclosure (src/components/ToolDisclosure)
 * whose panel holds the request builder once it has loaded. Until then the page carries
 * only the button.
 */
export default function RequestBuilder({ operationId, loadOperation }: Props): ReactNode {
  return (
    <div data-operation-id={operationId}>
      <ToolDisclosure
        label="Build a request"
        lead="Fill in the fields and copy the request in five languages. Nothing is sent from this page."
        toolName="request builder"
        load={() => loadBuilder(loadOperation)}
      />
    </div>
  );
}
