/**
 * The widget settings as the browser sees them: the build validated the
 * environment (src/lib/siteSettings.ts) and passed the result through the
 * site config's `customFields`; this reads them back with their types.
 */

export interface WidgetSettings {
  /** App id of the customer-messaging chat widget, or null when it is off. */
  chatAppId: string | null;
  /** Site id of the session-recording tool, or null when it is off. */
  sessionRecordingSiteId: number | null;
}

/** Anything that is not a non-empty string or a positive number switches the widget off. */
export function readWidgetSettings(customFields: Readonly<Record<string, unknown>> | undefined): WidgetSettings {
  const chatAppId = customFields?.chatAppId;
  const siteId = customFields?.sessionRecordingSiteId;
  return {
    chatAppId: typeof chatAppId === 'string' && chatAppId !== '' ? chatAppId : null,
    sessionRecordingSiteId: typeof siteId === 'number' && Number.isInteger(siteId) && siteId > 0 ? siteId : null,
  };
}
