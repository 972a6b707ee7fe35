import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeDashboardMockups } from './index';
import { renderDashboardMockups } from './render';

describe('dashboard mock-ups plugin', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each drawn mock-up, and only those, into its folder', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mockups-'));
    writeFileSync(path.join(dir, 'stale.svg'), '<svg/>');
    const written = writeDashboardMockups(dir);
    expect(readdirSync(dir).sort()).toEqual([...written].sort());
    for (const { file, svg } of renderDashboardMockups()) expect(readFileSync(path.join(dir, file), 'utf8')).toBe(svg);
  });
});
