import { describe, expect, it } from 'vitest';
import postcssOptionsPlugin from './index';

describe('postcss-options', () => {
  it('turns off the config-file search and the preset, and keeps the engine’s other options', () => {
    const { configurePostCss } = postcssOptionsPlugin();
    const engineOptions = { ident: 'postcss', plugins: [['postcss-preset-env', {}]] };
    expect(configurePostCss!(engineOptions)).toEqual({ ident: 'postcss', config: false, plugins: [] });
  });
});
