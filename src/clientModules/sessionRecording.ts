/**
 * Session-recording analytics (Hotjar, script version 6): started once after
 * the page is interactive. Off when SESSION_RECORDING_SITE_ID was absent at
 * build time, and when the browser sends Global Privacy Control or
 * Do-Not-Track. A start-up failure is logged and the page carries on.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import { readPrivacySignals } from '../lib/widgets/privacy';
import { whenIdle } from '../lib/widgets/schedule';
import {
  SESSION_RECORDING_SCRIPT_VERSION,
  isSessionRecordingScript,
  sessionRecordingDecision,
  sessionRecordingFailureMessage,
} from '../lib/widgets/sessionRecording';
import { readWidgetSettings } from '../lib/widgets/settings';

let started = false;

/**
 * The vendor's loader only reports failing to add its start-up snippet; this
 * also reports its script failing to load or throwing while it runs.
 */
function watchScript(siteId: number): void {
  const script = Array.from(document.scripts).find((element) => isSessionRecordingScript(element.src));
  if (!script) {
    console.error(sessionRecordingFailureMessage(siteId, 'its script was not added to the page'));
    return;
  }
  // A classic script that throws reports the error while it is the current script.
  const onScriptError = (event: ErrorEvent): void => {
    if (document.currentScript === script) {
      console.error(sessionRecordingFailureMessage(siteId, `its script threw "${event.message}"`));
    }
  };
  const stop = (): void => window.removeEventListener('error', onScriptError);
  window.addEventListener('error', onScriptError);
  script.addEventListener('load', stop, { once: true });
  script.addEventListener(
    'error',
    () => {
      stop();
      console.error(sessionRecordingFailureMessage(siteId, `its script did not load from ${script.src}`));
    },
    { once: true },
  );
}

async function start(siteId: number): Promise<void> {
  await whenIdle(window);
  try {
    // Loaded on demand: the vendor's code is not part of the first page load.
    const { default: Hotjar } = await import('@hotjar/browser');
    if (!Hotjar.init(siteId, SESSION_RECORDING_SCRIPT_VERSION)) {
      console.error(sessionRecordingFailureMessage(siteId, 'its start-up snippet could not be added'));
      return;
    }
    watchScript(siteId);
  } catch (error) {
    console.error(sessionRecordingFailureMessage(siteId, String(error)));
  }
}

export function onRouteDidUpdate(): void {
  if (!ExecutionEnvironment.canUseDOM || started) return;
  started = true;
  const { sessionRecordingSiteId: siteId } = readWidgetSettings(siteConfig.customFields);
  if (siteId === null) return;
  if (sessionRecordingDecision(siteId, readPrivacySignals(navigator, window)) !== 'start') return;
  void start(siteId);
}
