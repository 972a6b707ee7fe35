import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumLaunchOptions, chromiumTestLaunchOptions } from './chromium';

const repoRoot = path.resolve(__dirname, '..');

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return codeFiles(file);
    return /\.(ts|mts|mjs|js)$/.test(name) ? [file] : [];
  });
}

describe('chromiumLaunchOptions', () => {
  it('is the only place the Chromium flags are written', () => {
    const files = [
      ...['scripts', 'tests', 'plugins', 'config'].flatMap((dir) => codeFiles(path.join(repoRoot, dir))),
      path.join(repoRoot, 'playwright.config.ts'),
    ].filter((file) => ![path.join(__dirname, 'chromium.ts'), __filename].includes(file));
    const copies = files
      .filter((file) => readFileSync(file, 'utf8').includes("'--disable-background-networking'"))
      .map((file) => path.relative(repoRoot, file));
    expect(copies, 'import chromiumLaunchOptions from config/chromium.ts instead of copying the flags').toEqual([]);
  });

  it('drives the system Chromium with the networking flags this closed network needs', () => {
    expect(chromiumLaunchOptions.executablePath).toBe(process.env.CHROME_PATH || '/usr/bin/chromium');
    expect(chromiumLaunchOptions.args).toEqual(
      expect.arrayContaining(['--disable-quic', '--disable-background-networking', '--disable-component-update']),
    );
  });

  it('gives the browser tests the same browser and flags, with the optimising compiler off', () => {
    expect(chromiumTestLaunchOptions.executablePath).toBe(chromiumLaunchOptions.executablePath);
    expect(chromiumTestLaunchOptions.args).toEqual([...chromiumLaunchOptions.args, '--js-flags=--no-opt']);
  });
});
