import { describe, expect, it } from 'vitest';
import { checklistMarkdown, itemKey, openTickStore, reconcile, storageKey } from './state';
import { memoryStorage } from '../../../tests/support/memoryStorage';

describe('checklist state', () => {
  it('keys an item by its exact text', () => {
    expect(itemKey('Activate your account.')).toBe(itemKey('Activate your account.'));
    expect(itemKey('Activate your account.')).not.toBe(itemKey('Activate your account'));
  });

  it('keeps the ticks of unchanged items and clears, and reports, those whose text changed', () => {
    const stored = { version: 1 as const, ticks: { [itemKey('A')]: 'A', [itemKey('B old')]: 'B old' } };
    const result = reconcile(stored, ['A', 'B new', 'C']);
    expect([...result.ticked]).toEqual([itemKey('A')]);
    expect(result.cleared).toEqual(['B old']);
    expect(result.stored.ticks).toEqual({ [itemKey('A')]: 'A' });
  });

  it('stores ticks, and falls back to memory when storage is blocked', () => {
    const storage = memoryStorage();
    const store = openTickStore('going-live', () => storage);
    expect(store.persistent).toBe(true);
    store.write({ version: 1, ticks: { a: 'A' } });
    expect(JSON.parse(storage.getItem(storageKey('going-live')) ?? '')).toEqual({ version: 1, ticks: { a: 'A' } });
    expect(openTickStore('going-live', () => storage).read()).toEqual({ version: 1, ticks: { a: 'A' } });

    const blocked = openTickStore('going-live', () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(blocked.persistent).toBe(false);
    blocked.write({ version: 1, ticks: { b: 'B' } });
    expect(blocked.read()).toEqual({ version: 1, ticks: { b: 'B' } });
  });

  it('exports Markdown task lists with their state', () => {
    expect(
      checklistMarkdown('Going live', 'https://docs.test/going_live', [
        {
          heading: 'Keys',
          items: [
            { text: '**Get keys.**', ticked: true },
            { text: 'Store them', ticked: false },
          ],
        },
      ]),
    ).toBe(
      '# Going live\n\nFrom https://docs.test/going_live: 1 of 2 done.\n\n## Keys\n\n- [x] **Get keys.**\n- [ ] Store them\n',
    );
  });
});
