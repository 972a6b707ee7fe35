/** Pure helpers for the session-recording analytics tool (Hotjar). */
import { hasOptedOutOfTracking, type PrivacySignals } from './privacy';

/** The tool's script version, fixed by the specification. */
export const SESSION_RECORDING_SCRIPT_VERSION = 6;

const scriptUrlPrefix = 'https://static.hotjar.com/c/hotjar-';

/** The script the vendor's start-up snippet adds for a site id. */
export function sessionRecordingScriptUrl(siteId: number): string {
  return `${scriptUrlPrefix}${siteId}.js?sv=${SESSION_RECORDING_SCRIPT_VERSION}`;
}

/** True for the vendor's script element's `src` (any site id, any version). */
export function isSessionRecordingScript(src: string | null | undefined): boolean {
  return typeof src === 'string' && src.startsWith(scriptUrlPrefix);
}

export type StartDecision = 'start' | 'off' | 'opted-out';

/** Off without a site id; never when the browser asks not to be tracked. */
export function sessionRecordingDecision(siteId: number | null, signals: PrivacySignals): StartDecision {
  if (siteId === null) return 'off';
  return hasOptedOutOfTracking(signals) ? 'opted-out' : 'start';
}

/** The console message for a failed start: what failed, and that the page is fine. */
export function sessionRecordingFailureMessage(siteId: number, reason: string): string {
  return `Session recording (site ${siteId}) failed to initialise: ${reason}. The page works without it.`;
}
