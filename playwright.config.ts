import { defineConfig } from '@playwright/test';

/** Port of the production build served on loopback for the browser tests. */
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: {
    // The same command the README gives for serving the production build.
    command: `node scripts/serve.mjs --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
