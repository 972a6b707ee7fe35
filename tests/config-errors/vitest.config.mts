import { defineConfig } from 'vitest/config';

// Slow tests (each builds a throwaway site), run by `npm run test:config-errors`
// apart from the fast unit tests.
export default defineConfig({
  test: {
    include: ['tests/config-errors/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
