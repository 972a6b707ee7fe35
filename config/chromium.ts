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

/**
 * The browser tests' Chromium: the same, with V8's optimising compiler
 * (TurboFan) off. A test page lives a second or two, too short for that
 * compiler's work to pay back: the whole Playwright suite took 240 s with it
 * off against 285 s with it on, back to back on the 2-core machine. The
 * compiler tier changes how fast code runs, never what it does; the scripts
 * that measure speed (bench, budgets, Lighthouse) keep the default browser.
 */
export const chromiumTestLaunchOptions: { executablePath: string; args: string[] } = {
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, '--js-flags=--no-opt'],
};
