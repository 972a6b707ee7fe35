import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'sandbox/**/*.test.ts',
      'config/**/*.test.ts',
      'plugins/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'tests/support/**/*.test.ts',
    ],
    environment: 'node',
    // Worker threads, and test files share each worker's module cache: most
    // files import the same OpenAPI document, generators and remark stacks,
    // and importing them afresh per file took half the run (26 s against 12 s).
    // So a test that stubs a global or spies on one restores it (afterEach).
    pool: 'threads',
    isolate: false,
    // `npm test` runs this step at a low CPU priority beside the browser tests
    // (scripts/test.mjs): a test that takes a second alone (the diagram
    // renderer starts Chromium) can take several there.
    testTimeout: 30_000,
  },
});
