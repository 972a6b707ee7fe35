/**
 * The specification's route list stays whole; guide pages beyond it are found
 * from docs/guide (tests/support/guidePages.ts, tested in guidePages.test.ts).
 */
import { describe, expect, it } from 'vitest';
import routesFile from '../fixtures/routes.json';

const specPaths = routesFile.routes.map((route) => route.path);

describe('route list', () => {
  it('keeps the 116 routes of the specification, each once', () => {
    expect(specPaths).toHaveLength(116);
    expect(new Set(specPaths).size).toBe(specPaths.length);
  });
});
