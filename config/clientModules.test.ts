import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientModules } from './clientModules';

const chatWidget = './src/clientModules/chatWidget.ts';
const sessionRecording = './src/clientModules/sessionRecording.ts';

describe('client modules', () => {
  it('leave out both widgets when neither id is set', () => {
    const modules = clientModules({ chatAppId: null, sessionRecordingSiteId: null });
    expect(modules).not.toContain(chatWidget);
    expect(modules).not.toContain(sessionRecording);
    expect(modules).toContain('./src/clientModules/searchShortcuts.ts');
  });

  it('add each widget only with its own id', () => {
    expect(clientModules({ chatAppId: 'abc123', sessionRecordingSiteId: null })).toContain(chatWidget);
    expect(clientModules({ chatAppId: 'abc123', sessionRecordingSiteId: null })).not.toContain(sessionRecording);
    expect(clientModules({ chatAppId: null, sessionRecordingSiteId: 42 })).toContain(sessionRecording);
    expect(clientModules({ chatAppId: null, sessionRecordingSiteId: 42 })).not.toContain(chatWidget);
  });

  it('name files that exist', () => {
    for (const module of clientModules({ chatAppId: 'abc123', sessionRecordingSiteId: 42 }))
      expect(existsSync(path.resolve(module)), module).toBe(true);
  });
});
