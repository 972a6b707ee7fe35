import { createHash } from 'node:crypto';

/**
 * The digest that ties a drawing to its source: the drawing's cache key and
 * its wrapper's `data-diagram-sha256`, which tests/e2e/diagrams.ts
 * compares with the fences in docs/. (A module of its own, free of ES-only
 * packages, so the browser tests can import it.)
 */
export function diagramDigest(source: string): string {
  return createHash('sha256').update(source.trim()).digest('hex');
}
