/**
 * The one Chromium every browser run uses (Playwright's tests, `npm run bench`,
 * `npm run budgets`, Lighthouse): the system browser, never a downloaded one,
 * with the flags it needs on this closed network.
 */
export const chromiumLaunchOptions: { executablePath: string; args: string[] } = {
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
};
