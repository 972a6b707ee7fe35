import { defineConfig } from '@playwright/test';
import { chromiumTestLaunchOptions } from './config/chromium';

/** Port of the production build (build/) served on loopback for the browser tests. */
const port = Number(process.env.E2E_PORT ?? 4173);
/** Port of the test build (build-test/: widget ids set, test-only pages). */
const testBuildPort = port + 1;
/** nginx with deploy/nginx.conf over build/ (the server tests), and over build-test/ on the next port. */
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 2);
const nginxTestBuildPort = nginxPort + 1;

/** Browser tests that need the test build end in `.testbuild.spec.ts`. */
const testBuildSpecs = /\.testbuild\.spec\.ts$/;
/** The chat widget and session recording, which need the test build's ids. */
const widgetSpecs = /widgets\.testbuild\.spec\.ts$/;
/** Server tests of the test build's settings (CSP reports). */
const serverTestBuildSpecs = /server\/.*\.testbuild\.spec\.ts$/;

const url = (serverPort: number) => `http://127.0.0.1:${serverPort}`;

function server(dir: string, serverPort: number) {
  return {
    // The same command the README gives for serving a build.
    command: `node scripts/serve.mjs --dir ${dir} --host 127.0.0.1 --port ${serverPort}`,
    url: `${url(serverPort)}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  };
}

function nginxServer(dir: string, serverPort: number) {
  return {
    // nginx (Debian package) with the project's site file, as deployed.
    command: `node scripts/nginx.mjs --dir ${dir} --host 127.0.0.1 --port ${serverPort}`,
    url: `${url(serverPort)}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // The machines have two cores.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    // System Chromium only: nothing can download a browser on these machines.
    launchOptions: chromiumTestLaunchOptions,
    // One browser context per worker, reset between tests, instead of a new
    // one per test: on the 2-core machine a page load in a new context took
    // 2.2 CPU-seconds, against 0.55 in a tab already open, and the browser
    // tests ran in 4.9–5.7 minutes against 7.2–8.3. Between tests Playwright
    // clears cookies, the cache, local storage and IndexedDB, and removes
    // pages, routes, init scripts, the clock and emulation. It keeps the tab's
    // history and session storage: the site stores nothing in session storage,
    // and a test that counts history entries asks for a fresh context
    // (history.spec.ts). testIsolation.spec.ts checks both assumptions.
    reuseContext: true,
  },
  projects: [
    {
      name: 'production',
      testIgnore: testBuildSpecs,
      use: { baseURL: url(port) },
    },
    {
      name: 'test-build',
      testMatch: testBuildSpecs,
      // The widgets run once, under nginx and its policy (below): the same
      // assertions, on the server that ships.
      testIgnore: widgetSpecs,
      use: { baseURL: url(testBuildPort) },
    },
    // The production web server: status codes, headers, compression, links, and
    // pages of every kind in Chromium under its Content-Security-Policy.
    {
      name: 'nginx',
      testDir: 'tests/server',
      testIgnore: testBuildSpecs,
      use: { baseURL: url(nginxPort) },
    },
    // The widgets under the policy of a build that has them: their hosts and
    // the session-recording snippet's hash must let them start. And CSP
    // reports, which the test build turns on.
    {
      name: 'nginx-test-build',
      testDir: 'tests',
      testMatch: [widgetSpecs, serverTestBuildSpecs],
      use: { baseURL: url(nginxTestBuildPort) },
    },
  ],
  webServer: [
    server('build', port),
    server('build-test', testBuildPort),
    nginxServer('build', nginxPort),
    nginxServer('build-test', nginxTestBuildPort),
  ],
});
