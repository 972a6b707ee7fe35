import { describe, expect, it } from 'vitest';
import { hasOptedOutOfTracking, readPrivacySignals } from './privacy';

describe('hasOptedOutOfTracking', () => {
  it.each([
    [{ globalPrivacyControl: true }, true],
    [{ doNotTrack: '1' }, true],
    [{ doNotTrack: 'yes' }, true],
    [{ windowDoNotTrack: '1' }, true],
    [{}, false],
    [{ globalPrivacyControl: false, doNotTrack: '0', windowDoNotTrack: null }, false],
    [{ doNotTrack: 'unspecified' }, false],
  ])('%j → %j', (signals, expected) => {
    expect(hasOptedOutOfTracking(signals)).toBe(expected);
  });
});

describe('readPrivacySignals', () => {
  it('reads Global Privacy Control and both Do-Not-Track places', () => {
    const nav = { globalPrivacyControl: true, doNotTrack: '1' } as unknown as Navigator;
    const win = { doNotTrack: '1' } as unknown as Window;
    expect(readPrivacySignals(nav, win)).toEqual({
      globalPrivacyControl: true,
      doNotTrack: '1',
      windowDoNotTrack: '1',
    });
  });

  it('reads a browser without any signal as not opted out', () => {
    const signals = readPrivacySignals({ doNotTrack: null } as unknown as Navigator, {} as Window);
    expect(signals).toEqual({ globalPrivacyControl: false, doNotTrack: null, windowDoNotTrack: null });
    expect(hasOptedOutOfTracking(signals)).toBe(false);
  });
});
