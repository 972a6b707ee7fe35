/**
 * Build-time settings read from the environment, parsed and validated.
 *
 * Pure functions (no `process.env` here) so unit tests reach them directly.
 * A malformed value is a build error that names the variable; an absent or
 * empty value switches the feature off.
 */

export interface SiteSettings {
  /** App id of the customer-messaging chat widget, or null when it is off. */
  chatAppId: string | null;
  /** Site id of the session-recording tool, or null when it is off. */
  sessionRecordingSiteId: number | null;
  /** True for builds made for the browser tests (enables test-only hooks). */
  isTestBuild: boolean;
  /** Same-origin path browsers send Content-Security-Policy reports to, or null when reporting is off. */
  cspReportPath: string | null;
}

export class SettingError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`Invalid setting ${variable}: ${message}`);
    this.name = 'SettingError';
  }
}

function blankToUndefined(raw: string | undefined): string | undefined {
  const trimmed = raw?.trim();
  return trimmed ? trimmed : undefined;
}

/** Chat app ids are 8 lowercase letters or digits. */
export function parseChatAppId(raw: string | undefined, variable = 'CHAT_APP_ID'): string | null {
  const value = blankToUndefined(raw);
  if (value === undefined) return null;
  if (!/^[a-z0-9]{8}$/.test(value)) {
    throw new SettingError(variable, `expected 8 lowercase letters or digits, got "${value}".`);
  }
  return value;
}

/** Session-recording site ids are positive integers of up to 10 digits. */
export function parseSessionRecordingSiteId(
  raw: string | undefined,
  variable = 'SESSION_RECORDING_SITE_ID',
): number | null {
  const value = blankToUndefined(raw);
  if (value === undefined) return null;
  if (!/^[1-9][0-9]{0,9}$/.test(value)) {
    throw new SettingError(variable, `expected a positive whole number, got "${value}".`);
  }
  return Number(value);
}

/**
 * The path CSP reports go to: on the site's own origin (no other host ever
 * receives anything from a reader's browser), plain characters only, since
 * it is written into the policy and into the server's configuration.
 */
export function parseCspReportPath(raw: string | undefined, variable = 'CSP_REPORT_PATH'): string | null {
  const value = blankToUndefined(raw);
  if (value === undefined) return null;
  if (!/^\/[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/.test(value)) {
    throw new SettingError(
      variable,
      `expected a path on the site such as /csp-reports (letters, digits, "-", "_", ".", "~" between slashes), got "${value}".`,
    );
  }
  return value;
}

/** Accepts 1/0, true/false, yes/no (any case); absent means false. */
export function parseFlag(raw: string | undefined, variable: string): boolean {
  const value = blankToUndefined(raw)?.toLowerCase();
  if (value === undefined) return false;
  if (['1', 'true', 'yes'].includes(value)) return true;
  if (['0', 'false', 'no'].includes(value)) return false;
  throw new SettingError(variable, `expected true or false, got "${value}".`);
}

export function readSiteSettings(env: Readonly<Record<string, string | undefined>>): SiteSettings {
  return {
    chatAppId: parseChatAppId(env.CHAT_APP_ID),
    sessionRecordingSiteId: parseSessionRecordingSiteId(env.SESSION_RECORDING_SITE_ID),
    isTestBuild: parseFlag(env.DOCS_TEST_BUILD, 'DOCS_TEST_BUILD'),
    cspReportPath: parseCspReportPath(env.CSP_REPORT_PATH),
  };
}
