import { describe, expect, it } from 'vitest';
import { createGate } from './gate';

describe('createGate', () => {
  it('stays closed until opened', async () => {
    const gate = createGate();
    let passed = false;
    void gate.opened.then(() => (passed = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(passed).toBe(false);
    expect(gate.isOpen).toBe(false);
  });

  it('lets everything waiting through once opened, and stays open', async () => {
    const gate = createGate();
    const waiting = [gate.opened, gate.opened];
    gate.open();
    gate.open();
    await expect(Promise.all(waiting)).resolves.toEqual([undefined, undefined]);
    expect(gate.isOpen).toBe(true);
    await expect(gate.opened).resolves.toBeUndefined();
  });
});
