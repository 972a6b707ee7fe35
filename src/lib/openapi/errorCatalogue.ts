/** The error catalogue: every ErrorCode of the document with its status, cause and fix. */
import type { OpenApiDocument } from './types';

export interface ErrorCodeEntry {
  code: string;
  status: number;
  /** The error's `type`, the one category returned with its status. */
  type: string;
  cause: string;
  fix: string;
}

/**
 * Each error type's HTTP status, from the document's descriptions of
 * `Error.error.type` ("… (HTTP 400)"): one type per status.
 */
export function errorTypesByStatus(document: OpenApiDocument): Map<number, string> {
  const typeSchema = document.components.schemas?.Error?.properties?.error?.properties?.type;
  const descriptions = (typeSchema?.['x-enumDescriptions'] ?? {}) as Record<string, string>;
  const types = new Map<number, string>();
  for (const value of typeSchema?.enum ?? []) {
    const status = /\(HTTP (\d{3})\)/.exec(descriptions[String(value)] ?? '')?.[1];
    if (!status)
      throw new Error(`Error type "${String(value)}" needs an x-enumDescriptions entry ending in "(HTTP <status>)".`);
    types.set(Number(status), String(value));
  }
  return types;
}

export function errorCatalogue(document: OpenApiDocument): ErrorCodeEntry[] {
  const types = errorTypesByStatus(document);
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
    const type = types.get(status);
    if (!type) throw new Error(`ErrorCode "${code}" has status ${status}, which no error type is returned with.`);
    return { code, status, type, cause, fix };
  });
}
