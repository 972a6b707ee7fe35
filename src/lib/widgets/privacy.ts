/**
 * The browser's "do not track me" signals: Global Privacy Control and the
 * older Do-Not-Track setting. When either is on, the session-recording tool
 * does not start (the chat widget is a service the reader asks for, so it does).
 */

/** The parts of `navigator` and `window` that carry the signals. */
export interface PrivacySignals {
  /** Global Privacy Control: `navigator.globalPrivacyControl`. */
  globalPrivacyControl?: boolean;
  /** Do-Not-Track: `navigator.doNotTrack` ("1" when on; "yes" in old Firefox). */
  doNotTrack?: string | null;
  /** Do-Not-Track as older browsers exposed it (`window.doNotTrack`). */
  windowDoNotTrack?: string | null;
}

export function readPrivacySignals(nav: Navigator, win: Window): PrivacySignals {
  const loose = (source: object, key: string): unknown => (source as Record<string, unknown>)[key];
  const gpc = loose(nav, 'globalPrivacyControl');
  const dnt = nav.doNotTrack;
  const windowDnt = loose(win, 'doNotTrack');
  return {
    globalPrivacyControl: gpc === true,
    doNotTrack: typeof dnt === 'string' ? dnt : null,
    windowDoNotTrack: typeof windowDnt === 'string' ? windowDnt : null,
  };
}

export function hasOptedOutOfTracking(signals: PrivacySignals): boolean {
  if (signals.globalPrivacyControl === true) return true;
  return [signals.doNotTrack, signals.windowDoNotTrack].some((value) => value === '1' || value === 'yes');
}
