import { describe, expect, it } from 'vitest';
import { readSiteSettings } from '../siteSettings';
import { readWidgetSettings } from './settings';

describe('readWidgetSettings', () => {
  it('reads back what the build put in customFields', () => {
    const settings = readSiteSettings({ CHAT_APP_ID: 'abc123de', SESSION_RECORDING_SITE_ID: '1234567' });
    expect(readWidgetSettings({ ...settings })).toEqual({ chatAppId: 'abc123de', sessionRecordingSiteId: 1234567 });
  });

  it('switches both widgets off for a build without ids', () => {
    expect(readWidgetSettings({ ...readSiteSettings({}) })).toEqual({ chatAppId: null, sessionRecordingSiteId: null });
    expect(readWidgetSettings(undefined)).toEqual({ chatAppId: null, sessionRecordingSiteId: null });
  });

  it.each([
    [{ chatAppId: '', sessionRecordingSiteId: 0 }],
    [{ chatAppId: 42, sessionRecordingSiteId: '1234567' }],
    [{ chatAppId: null, sessionRecordingSiteId: -3 }],
    [{ chatAppId: undefined, sessionRecordingSiteId: 1.5 }],
  ])('treats anything malformed as off: %j', (customFields) => {
    expect(readWidgetSettings(customFields)).toEqual({ chatAppId: null, sessionRecordingSiteId: null });
  });
});
