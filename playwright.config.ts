import { defineConfig } from '@playwright/test';

/** Port of the production build (build/) served on loopback for the browser tests. */
const port = Number(process.env.E2E_PORT ?? 4173);
/** Port of the test build (build-test/: widget ids set, test-only pages). */
const testBuildPort = port + 1;

/** Browser tests that need the test build end in `.testbuild.spec.ts`. */
const testBuildSpecs = /\.testbuild\.spec\.ts$/;

function server(dir: string, serverPort: number) {
  return {
    // The same command the README gives for serving a build.
    command: `node scripts/serve.mjs --dir ${dir} --host 127.0.0.1 --port ${serverPort}`,
    url: `http://127.0.0.1:${serverPort}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    // System Chromium only: nothing can download a browser on these machines.
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      // Without the networking flags Chromium hangs on this closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'production',
      testIgnore: testBuildSpecs,
      use: { baseURL: `http://127.0.0.1:${port}` },
    },
    {
      name: 'test-build',
      testMatch: testBuildSpecs,
      use: { baseURL: `http://127.0.0.1:${testBuildPort}` },
    },
  ],
  webServer: [server('build', port), server('build-test', testBuildPort)],
});
