/**
 * Customer-messaging chat widget (Intercom Messenger): booted once with the
 * app id after the page is interactive, then told of every page change.
 * Off when CHAT_APP_ID was absent at build time; never runs on the server.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type { ClientModule } from '@docusaurus/types';
import { isPageChange, shouldStartChat } from '../lib/widgets/chat';
import { whenIdle } from '../lib/widgets/schedule';
import { readWidgetSettings } from '../lib/widgets/settings';

type ChatSdk = typeof import('@intercom/messenger-js-sdk');
type RouteUpdate = Parameters<NonNullable<ClientModule['onRouteDidUpdate']>>[0];

/** The booted widget, or null when it could not start; set on the first route update. */
let chat: Promise<ChatSdk | null> | undefined;

async function boot(appId: string): Promise<ChatSdk | null> {
  await whenIdle(window);
  try {
    // Loaded on demand: the vendor's code is not part of the first page load.
    const sdk = await import('@intercom/messenger-js-sdk');
    sdk.Intercom({ app_id: appId });
    return sdk;
  } catch (error) {
    console.error('Chat widget failed to start; the page works without it.', error);
    return null;
  }
}

export function onRouteDidUpdate({ location, previousLocation }: RouteUpdate): void {
  if (!ExecutionEnvironment.canUseDOM) return;
  const { chatAppId } = readWidgetSettings(siteConfig.customFields);
  if (!shouldStartChat(chatAppId)) return;
  if (chat === undefined) {
    // The first update follows hydration: boot once, for this page.
    chat = boot(chatAppId);
    return;
  }
  if (isPageChange(previousLocation, location)) {
    // Queued behind the boot, so an early navigation is not lost.
    void chat.then((sdk) => sdk?.update({}));
  }
}
