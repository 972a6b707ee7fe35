import { describe, expect, it } from 'vitest';
import { listOperations } from '../../src/lib/openapi/resolve';
import { document, operationById, operationCases, serverUrl } from './testOperations';

describe('testOperations', () => {
  it('has one case per operation of the document, as the request builder receives it', () => {
    expect(operationCases.map((c) => c.id)).toEqual(listOperations(document).map((e) => e.operation.operationId));
    for (const { id, entry, operation } of operationCases) {
      expect(operation.operationId).toBe(id);
      expect(operation.path).toBe(entry.path);
      expect(operation.serverUrl).toBe(serverUrl);
    }
  });

  it('finds an operation by id, and names an unknown id', () => {
    expect(operationById('createRefund').method).toBe('post');
    expect(() => operationById('noSuchOperation')).toThrow('No operation noSuchOperation in the document.');
  });
});
