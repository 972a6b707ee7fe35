import { describe, expect, it } from 'vitest';
import { dayLabel, groupByMonth, monthLabel } from './dates';

describe('dates', () => {
  it('writes a day and a month as the UTC calendar date', () => {
    expect(dayLabel('2025-06-05')).toBe('Jun 5, 2025');
    expect(monthLabel('2025-06-30')).toBe('June 2025');
    expect(dayLabel('2025-01-01')).toBe('Jan 1, 2025');
  });

  it('groups items by month in the order given', () => {
    const groups = groupByMonth([{ date: '2025-06-20' }, { date: '2025-06-02' }, { date: '2025-05-31' }]);
    expect([...groups.keys()]).toEqual(['June 2025', 'May 2025']);
    expect(groups.get('June 2025')).toHaveLength(2);
  });
});
