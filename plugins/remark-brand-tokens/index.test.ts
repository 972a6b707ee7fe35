import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { brand } from '../../src/brand';
import remarkBrandTokens from '.';

function tree(): Root {
  return {
    type: 'root',
    children: [
      { type: 'paragraph', children: [{ type: 'text', value: 'Welcome to %PROVIDER%.' }] },
      { type: 'code', lang: 'bash', value: 'curl %API_BASE_URL%/refunds' },
      {
        type: 'paragraph',
        children: [
          { type: 'inlineCode', value: '%JS_GLOBAL%(key)' },
          { type: 'link', url: '%DASHBOARD_URL%/settings', children: [{ type: 'text', value: 'settings' }] },
        ],
      },
    ],
  };
}

describe('remarkBrandTokens', () => {
  it('expands tokens in prose, code, inline code and link targets', () => {
    const root = tree();
    remarkBrandTokens()(root);
    expect(JSON.stringify(root)).not.toMatch(/%[A-Z_]+%/);
    expect(JSON.stringify(root)).toContain(`Welcome to ${brand.name}.`);
    expect(JSON.stringify(root)).toContain(`curl ${brand.apiBaseUrl}/refunds`);
    expect(JSON.stringify(root)).toContain(`${brand.dashboardUrl}/settings`);
  });

  it('leaves percent signs that are not tokens alone', () => {
    const root: Root = {
      type: 'root',
      children: [{ type: 'paragraph', children: [{ type: 'text', value: '100% of %UNKNOWN%' }] }],
    };
    remarkBrandTokens()(root);
    expect(JSON.stringify(root)).toContain('100% of %UNKNOWN%');
  });
});
