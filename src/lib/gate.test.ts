import { describe, expect, it } from 'vitest';
import { createGate, openOnIntent } from './gate';

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

describe('openOnIntent', () => {
  // A minimal event target with Element-like targets (no DOM in unit tests).
  class FakeElement {
    constructor(private readonly matches: boolean) {}
    closest() {
      return this.matches ? this : null;
    }
  }

  function fakeRoot() {
    const listeners = new Map<string, (event: Event) => void>();
    return {
      listeners,
      addEventListener: (type: string, listener: (event: Event) => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
      fire: (type: string, target: FakeElement) => listeners.get(type)?.({ target } as unknown as Event),
    };
  }

  it('opens on the first pointer, touch or focus on a matching element, then stops listening', () => {
    const original = globalThis.Element;
    globalThis.Element = FakeElement as unknown as typeof Element;
    try {
      const gate = createGate();
      const root = fakeRoot();
      openOnIntent(gate, '.navbar__search', root as unknown as HTMLElement);
      expect([...root.listeners.keys()]).toEqual(['pointerover', 'touchstart', 'focusin']);
      root.fire('focusin', new FakeElement(false));
      expect(gate.isOpen).toBe(false);
      root.fire('pointerover', new FakeElement(true));
      expect(gate.isOpen).toBe(true);
      expect(root.listeners.size).toBe(0);
    } finally {
      globalThis.Element = original;
    }
  });
});
