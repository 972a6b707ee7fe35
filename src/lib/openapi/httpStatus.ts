/** Reason phrases of the statuses the API documents, as the reference shows them. */
export const statusText: Readonly<Record<string, string>> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '402': 'Request Failed',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '422': 'Unprocessable Entity',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
};

/** "200 OK", or the bare status when it has no known phrase. */
export function statusLine(status: string): string {
  return `${status} ${statusText[status] ?? ''}`.trimEnd();
}
