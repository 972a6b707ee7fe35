/** Errors in the document's shape, with the status and type its catalogue gives each code. */
import type { ApiDescription } from './document';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

/** Throws the error for `code`; the status comes from the document, never from here. */
export function fail(code: string, message: string, param?: string): never {
  throw new ApiError(code, message, param);
}

export function errorBody(api: ApiDescription, error: ApiError, requestId: string): { status: number; body: unknown } {
  const status = api.errorStatus[error.code];
  if (status === undefined) throw new Error(`Sandbox: error code ${error.code} is not in the document's ErrorCode.`);
  const type = api.errorType[status];
  if (type === undefined) throw new Error(`Sandbox: no error type for HTTP ${status} in the document.`);
  return {
    status,
    body: {
      error: {
        type,
        code: error.code,
        message: error.message,
        ...(error.param === undefined ? {} : { param: error.param }),
        doc_url: `${api.errorDocBase}#${error.code}`,
        request_id: requestId,
      },
    },
  };
}
