import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inputsDigest, writeIndexInputsDigest } from './index';

function site(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-inputs-'));
  mkdirSync(path.join(dir, 'src', 'data'), { recursive: true });
  writeFileSync(path.join(dir, 'src', 'data', 'changelog.ts'), 'export const changelog = [];\n');
  writeFileSync(path.join(dir, 'sidebars.ts'), 'export default {};\n');
  return dir;
}

describe('inputsDigest', () => {
  it('is stable for unchanged inputs', () => {
    const dir = site();
    expect(inputsDigest(dir)).toBe(inputsDigest(dir));
  });

  it('changes when a source file changes, is added or is renamed', () => {
    const dir = site();
    const before = inputsDigest(dir);
    writeFileSync(path.join(dir, 'src', 'data', 'changelog.ts'), 'export const changelog = [1];\n');
    const edited = inputsDigest(dir);
    expect(edited).not.toBe(before);
    writeFileSync(path.join(dir, 'src', 'data', 'more.ts'), '');
    expect(inputsDigest(dir)).not.toBe(edited);
  });

  it('ignores inputs that do not exist', () => {
    const dir = site();
    expect(inputsDigest(dir, ['src', 'nope'])).toBe(inputsDigest(dir, ['src']));
  });
});

describe('writeIndexInputsDigest', () => {
  it('writes the digest into a Markdown file and returns its folder', () => {
    const dir = site();
    expect(writeIndexInputsDigest(dir, '.generated/search')).toBe('.generated/search');
    const written = readFileSync(path.join(dir, '.generated', 'search', 'inputs.md'), 'utf8');
    expect(written).toContain(inputsDigest(dir));
  });
});
