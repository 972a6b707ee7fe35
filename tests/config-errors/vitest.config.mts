import { defineConfig } from 'vitest/config';

// Slow tests (each builds a throwaway site), run by `npm run test:config-errors`
// apart from the fast unit tests.
export default defineConfig({
  test: {
    include: ['tests/config-errors/**/*.test.ts'],
    environment: 'node',
    // A fixture build takes 20–60 s alone; in `npm test` these run at a low
    // priority beside the browser tests, and a build then took over 180 s.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
