import { describe, expect, it } from 'vitest';
import { defaultCpuSlowdown, suggestedCpuSlowdown } from './lighthouse';

describe('suggestedCpuSlowdown (Lighthouse’s throttling guide)', () => {
  it('keeps Lighthouse’s default on a high-end desktop and above', () => {
    expect(suggestedCpuSlowdown(1500)).toEqual({ hostClass: 'a high-end desktop', cpuSlowdown: defaultCpuSlowdown });
    expect(suggestedCpuSlowdown(2900).cpuSlowdown).toBe(4);
  });
  it('halves it on a low-end desktop or a high-end phone', () => {
    expect(suggestedCpuSlowdown(1499)).toEqual({ hostClass: 'a low-end desktop', cpuSlowdown: 2 });
    expect(suggestedCpuSlowdown(1000).cpuSlowdown).toBe(2);
    expect(suggestedCpuSlowdown(999)).toEqual({ hostClass: 'a high-end phone', cpuSlowdown: 2 });
  });
  it('throttles nothing on a host already as slow as the phone it emulates', () => {
    expect(suggestedCpuSlowdown(799)).toEqual({ hostClass: 'a mid-tier phone or slower', cpuSlowdown: 1 });
  });
});
