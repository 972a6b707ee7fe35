/** The error catalogue: every ErrorCode of the document with its status, cause and fix. */
import type { OpenApiDocument } from './types';

export interface ErrorCodeEntry {
  code: string;
  status: number;
  cause: string;
  fix: string;
}

export function errorCatalogue(document: OpenApiDocument): ErrorCodeEntry[] {
  const schema = document.components.schemas?.ErrorCode;
  if (!schema?.enum) throw new Error('The document must define components.schemas.ErrorCode with an enum.');
  const causes = (schema['x-enumDescriptions'] ?? {}) as Record<string, string>;
  const fixes = (schema['x-enumFixes'] ?? {}) as Record<string, string>;
  const statuses = (schema['x-enumStatus'] ?? {}) as Record<string, number>;
  return schema.enum.map((value) => {
    const code = String(value);
    const [cause, fix, status] = [causes[code], fixes[code], statuses[code]];
    if (!cause || !fix || status === undefined) {
      throw new Error(`ErrorCode "${code}" needs x-enumDescriptions, x-enumFixes and x-enumStatus entries.`);
    }
    return { code, status, cause, fix };
  });
}
