/**
 * How the site writes a calendar date (`YYYY-MM-DD`, as the changelog keeps
 * them): one formatter for the React pages and their Markdown copies, so a
 * date reads the same in both. UTC, so the day never shifts with the
 * reader's or the build machine's time zone.
 */
const monthFormat = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const utc = (date: string): Date => new Date(`${date}T00:00:00Z`);

/** `2025-06-05` → `June 2025` */
export const monthLabel = (date: string): string => monthFormat.format(utc(date));

/** `2025-06-05` → `Jun 5, 2025` */
export const dayLabel = (date: string): string => dayFormat.format(utc(date));

/** Items grouped under their month's label, in the order given (the changelog's: newest first). */
export function groupByMonth<T extends { date: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const month = monthLabel(item.date);
    groups.set(month, [...(groups.get(month) ?? []), item]);
  }
  return groups;
}
