import { describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle } from './schedule';

describe('whenIdle', () => {
  it('waits for an idle callback, with a deadline', async () => {
    const requestIdleCallback = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    await whenIdle({ requestIdleCallback, setTimeout: vi.fn() });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
  });

  it('falls back to a timer where idle callbacks do not exist', async () => {
    const setTimeout = vi.fn((callback: () => void) => callback());
    await whenIdle({ setTimeout });
    expect(setTimeout).toHaveBeenCalledOnce();
  });
});
