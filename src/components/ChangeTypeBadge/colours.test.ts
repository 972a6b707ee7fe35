import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changelog } from '../../data/changelog';
import { contrastRatio } from '../../../tests/support/contrast';

const css = readFileSync(path.join(__dirname, 'styles.module.css'), 'utf8');
/** `.badge[data-type='added'] { background: #1a6b3c; }` → added: #1a6b3c */
const backgrounds = new Map(
  [...css.matchAll(/\.badge\[data-type='([a-z]+)'\]\s*\{[^}]*background:\s*(#[0-9a-f]{3,6})/gi)].map(
    (match) => [match[1] ?? '', match[2] ?? ''] as const,
  ),
);
const text = /\.badge\s*\{[^}]*\bcolor:\s*(#[0-9a-f]{3,6})/i.exec(css)?.[1] ?? '';

describe('ChangeTypeBadge colours', () => {
  it('has a colour for every change type the changelog uses', () => {
    const missing = [...new Set(changelog.map((entry) => entry.type))].filter((type) => !backgrounds.has(type));
    expect(missing, "add a .badge[data-type='…'] rule for these types to styles.module.css").toEqual([]);
  });

  it.each([...backgrounds])('white text on the "%s" badge (%s) meets WCAG AA (4.5:1)', (_type, background) => {
    expect(text).toBe('#ffffff');
    expect(contrastRatio(text, background), `darken ${background} in styles.module.css`).toBeGreaterThanOrEqual(4.5);
  });
});
