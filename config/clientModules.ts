import type { SiteSettings } from '../src/lib/siteSettings';

/**
 * Browser-only code run on every route change, one file per concern. Each
 * widget's module is bundled only when its id was set at build time: every
 * page's main bundle carries the client modules, so a widget that is off
 * would otherwise cost every reader its start-up code (about 1.5 KiB gzip).
 */
export function clientModules(settings: Pick<SiteSettings, 'chatAppId' | 'sessionRecordingSiteId'>): string[] {
  return [
    './src/clientModules/cleanIndexHtmlAddress.ts',
    ...(settings.chatAppId === null ? [] : ['./src/clientModules/chatWidget.ts']),
    ...(settings.sessionRecordingSiteId === null ? [] : ['./src/clientModules/sessionRecording.ts']),
    './src/clientModules/searchShortcuts.ts',
    './src/clientModules/searchHighlight.ts',
    './src/clientModules/copyButtons.ts',
    './src/clientModules/languageInAddress.ts',
    './src/clientModules/serverOnlyContent.ts',
    './src/clientModules/yourValues.ts',
  ];
}
