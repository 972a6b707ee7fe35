/**
 * Search keywords for a generated API page. They become the page's
 * `<meta name="keywords">`, which the local search indexes ahead of body text,
 * so an endpoint typed the way developers write it ("POST /v1/refunds") or the
 * operation id ("createRefund") finds its page first.
 */
export function operationKeywords(method: string, fullPath: string, operationId?: string): string[] {
  const keywords = [`${method.toUpperCase()} ${fullPath}`];
  if (operationId) keywords.push(operationId);
  return keywords;
}
