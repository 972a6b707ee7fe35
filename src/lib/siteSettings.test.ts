import { describe, expect, it } from 'vitest';
import {
  SettingError,
  parseChatAppId,
  parseCspReportPath,
  parseFlag,
  parseSessionRecordingSiteId,
  readSiteSettings,
} from './siteSettings';

describe('parseChatAppId', () => {
  it.each([undefined, '', '   '])('switches the widget off for %j', (raw) => {
    expect(parseChatAppId(raw)).toBeNull();
  });
  it('accepts an 8-character id', () => {
    expect(parseChatAppId(' abc123de ')).toBe('abc123de');
  });
  it.each(['abc', 'ABC123DE', 'abc123de9', 'abc-23de'])('rejects %j naming the variable', (raw) => {
    expect(() => parseChatAppId(raw)).toThrow(SettingError);
    expect(() => parseChatAppId(raw)).toThrow(/CHAT_APP_ID/);
  });
});

describe('parseSessionRecordingSiteId', () => {
  it('switches the tool off when absent', () => {
    expect(parseSessionRecordingSiteId(undefined)).toBeNull();
  });
  it('parses a numeric id', () => {
    expect(parseSessionRecordingSiteId('1234567')).toBe(1234567);
  });
  it.each(['0', '-5', '12ab', '12345678901', '1.5'])('rejects %j naming the variable', (raw) => {
    expect(() => parseSessionRecordingSiteId(raw)).toThrow(/SESSION_RECORDING_SITE_ID/);
  });
});

describe('parseCspReportPath', () => {
  it.each([undefined, '', '  '])('switches reporting off for %j', (raw) => {
    expect(parseCspReportPath(raw)).toBeNull();
  });
  it.each(['/csp-reports', '/_reports/csp.v1'])('accepts the path %j', (raw) => {
    expect(parseCspReportPath(raw)).toBe(raw);
  });
  it.each(['csp', '/', 'https://collector.example/csp', '/a//b', '/a/', '/a b', '/$x', '/a?b', '/a"b'])(
    'rejects %j naming the variable',
    (raw) => {
      expect(() => parseCspReportPath(raw)).toThrow(/CSP_REPORT_PATH/);
    },
  );
});

describe('parseFlag', () => {
  it.each([
    ['1', true],
    ['TRUE', true],
    ['no', false],
    [undefined, false],
  ] as const)('%j is %j', (raw, expected) => {
    expect(parseFlag(raw, 'X')).toBe(expected);
  });
  it('rejects anything else naming the variable', () => {
    expect(() => parseFlag('maybe', 'DOCS_TEST_BUILD')).toThrow(/DOCS_TEST_BUILD/);
  });
});

describe('readSiteSettings', () => {
  it('reads an empty environment as everything off', () => {
    expect(readSiteSettings({})).toEqual({
      chatAppId: null,
      sessionRecordingSiteId: null,
      isTestBuild: false,
      cspReportPath: null,
    });
  });
});
