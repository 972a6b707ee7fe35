/**
 * Test helper: every operation of openapi/paysari.yaml as the request builder
 * receives it (the same function the generator writes the JSON files with).
 */
import { loadDocument } from '../../plugins/openapi-docs/load';
import { listOperations } from '../../src/lib/openapi/resolve';
import type { OperationEntry } from '../../src/lib/openapi/types';
import { builderOperation, type BuilderOperation } from '../../src/lib/requestBuilder/operationData';

export const document = loadDocument();
export const serverUrl = document.servers[0]?.url ?? '';

export interface OperationCase {
  id: string;
  entry: OperationEntry;
  operation: BuilderOperation;
}

export const operationCases: OperationCase[] = listOperations(document).map((entry) => ({
  id: entry.operation.operationId,
  entry,
  operation: builderOperation(entry, serverUrl),
}));

export function operationById(id: string): BuilderOperation {
  const found = operationCases.find((c) => c.id === id);
  if (!found) throw new Error(`No operation ${id} in the document.`);
  return found.operation;
}
