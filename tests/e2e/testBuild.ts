/**
 * What the test-build specs (`*.testbuild.spec.ts`) share: the build's
 * settings, and stubs standing in for the two widget vendors' scripts.
 */
import type { Page } from '@playwright/test';
import testBuildEnv from '../fixtures/test-build-env.json';
import { chatScriptUrl } from '../../src/lib/widgets/chat';
import { sessionRecordingScriptUrl } from '../../src/lib/widgets/sessionRecording';

export { crashMarker, testHookRoutes } from '../../plugins/test-hooks/constants';

export const chatAppId = testBuildEnv.CHAT_APP_ID;
export const sessionRecordingSiteId = Number(testBuildEnv.SESSION_RECORDING_SITE_ID);

/**
 * Stands in for the chat widget: boots from `window.intercomSettings` as the
 * real one does, replays the calls queued before it loaded, and records every
 * call on `window.chatStub`, with the address the page was at (`calledAt`).
 */
const chatStub = `(function () {
  var queued = (window.Intercom && window.Intercom.q) || [];
  var stub = {
    calls: [['boot', window.intercomSettings]],
    calledAt: [location.pathname + location.hash],
    hydratedWhenLoaded: document.documentElement.getAttribute('data-has-hydrated') === 'true',
  };
  window.chatStub = stub;
  window.Intercom = function () {
    stub.calls.push(Array.prototype.slice.call(arguments));
    stub.calledAt.push(location.pathname + location.hash);
  };
  queued.forEach(function (args) { window.Intercom.apply(null, args); });
})();`;

/** Stands in for the session-recording script: records how it was started. */
const sessionRecordingStub = `window.sessionRecordingStub = {
  src: document.currentScript && document.currentScript.src,
  settings: window._hjSettings,
  hydratedWhenLoaded: document.documentElement.getAttribute('data-has-hydrated') === 'true',
};`;

export type SessionRecordingBehaviour = 'works' | 'throws' | 'unreachable';

export interface VendorRequests {
  chat: string[];
  sessionRecording: string[];
  /** Requests to any other host: there should be none. */
  other: string[];
}

/** Answers the vendors' script URLs with stubs; refuses every other foreign host. */
export async function stubWidgetVendors(
  page: Page,
  sessionRecording: SessionRecordingBehaviour = 'works',
): Promise<VendorRequests> {
  const requests: VendorRequests = { chat: [], sessionRecording: [], other: [] };
  const chatUrl = chatScriptUrl(chatAppId);
  const recordingHost = new URL(sessionRecordingScriptUrl(sessionRecordingSiteId)).host;
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      const url = route.request().url();
      if (url === chatUrl) {
        requests.chat.push(url);
        await route.fulfill({ contentType: 'text/javascript', body: chatStub });
      } else if (new URL(url).host === recordingHost) {
        requests.sessionRecording.push(url);
        if (sessionRecording === 'unreachable') await route.abort('connectionrefused');
        else
          await route.fulfill({
            contentType: 'text/javascript',
            body:
              sessionRecording === 'throws'
                ? `throw new Error('session recorder stub exploded');`
                : sessionRecordingStub,
          });
      } else {
        requests.other.push(url);
        await route.abort('blockedbyclient');
      }
    },
  );
  return requests;
}
