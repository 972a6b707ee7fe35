import { describe, expect, it } from 'vitest';
import {
  SESSION_RECORDING_SCRIPT_VERSION,
  isSessionRecordingScript,
  sessionRecordingDecision,
  sessionRecordingFailureMessage,
  sessionRecordingScriptUrl,
} from './sessionRecording';

describe('session recording helpers', () => {
  it('uses script version 6', () => {
    expect(SESSION_RECORDING_SCRIPT_VERSION).toBe(6);
    expect(sessionRecordingScriptUrl(1234567)).toBe('https://static.hotjar.com/c/hotjar-1234567.js?sv=6');
  });

  it('recognises the vendor script and nothing else', () => {
    expect(isSessionRecordingScript(sessionRecordingScriptUrl(99))).toBe(true);
    expect(isSessionRecordingScript('https://widget.intercom.io/widget/abc123de')).toBe(false);
    expect(isSessionRecordingScript('')).toBe(false);
    expect(isSessionRecordingScript(undefined)).toBe(false);
  });

  it.each([
    [null, {}, 'off'],
    [1234567, {}, 'start'],
    [1234567, { globalPrivacyControl: true }, 'opted-out'],
    [1234567, { doNotTrack: '1' }, 'opted-out'],
    [null, { globalPrivacyControl: true }, 'off'],
  ] as const)('site %j with signals %j: %s', (siteId, signals, expected) => {
    expect(sessionRecordingDecision(siteId, signals)).toBe(expected);
  });

  it('says what failed and that the page carries on', () => {
    expect(sessionRecordingFailureMessage(7, 'its script did not load')).toBe(
      'Session recording (site 7) failed to initialise: its script did not load. The page works without it.',
    );
  });
});
