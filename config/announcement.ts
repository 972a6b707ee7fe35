import { createHash } from 'node:crypto';
import type { ThemeConfig } from '@docusaurus/preset-classic';

/** The announcement shown above the navbar. Edit the content; the id follows. */
const content =
  'API version <strong>2025-06-01</strong> adds billing statement actions. <a href="/changelog">Read the changelog</a>.';

/**
 * The id is derived from the content, so a new announcement shows again to
 * readers who closed the previous one (the engine keys dismissal by id).
 */
function announcementId(html: string): string {
  return `announcement-${createHash('sha256').update(html).digest('hex').slice(0, 8)}`;
}

export const announcementBar = {
  id: announcementId(content),
  content,
  backgroundColor: '#0b3d2e',
  textColor: '#ffffff',
  isCloseable: true,
} satisfies NonNullable<ThemeConfig['announcementBar']>;
