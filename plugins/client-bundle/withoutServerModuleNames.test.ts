import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const withoutServerModuleNames = require('./withoutServerModuleNames.cjs') as (this: object, source: string) => string;
const run = (source: string) => withoutServerModuleNames.call({ resourcePath: '.docusaurus/registry.js' }, source);

/** Two entries as the engine (3.10) writes them. */
const registry = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docs/p/docs-175.json"), "@generated/docs/p/docs-175.json", require.resolveWeak("@generated/docs/p/docs-175.json")],
  "04310006": [() => import(/* webpackChunkName: "04310006" */ "@site/docs/api/payouts/index.mdx"), "@site/docs/api/payouts/index.mdx", require.resolveWeak("@site/docs/api/payouts/index.mdx")],};
`;

describe('the route registry loader', () => {
  it('empties each module name and keeps the import and the module id', () => {
    const result = run(registry);
    expect(result).toContain(
      `"04310006": [() => import(/* webpackChunkName: "04310006" */ "@site/docs/api/payouts/index.mdx"), "", require.resolveWeak("@site/docs/api/payouts/index.mdx")]`,
    );
    expect(result.match(/, "", require\.resolveWeak\(/g)).toHaveLength(2);
  });

  it('fails on an entry in another form, naming the file to update', () => {
    const changed = registry.replace('"@site/docs/api/payouts/index.mdx", require', '{ name: "@site/x.mdx" }, require');
    expect(() => run(changed)).toThrow(/emptied the module name of 1 of 2 entries.*withoutServerModuleNames\.cjs/);
    expect(() => run('export default {};')).toThrow(/0 of 0 entries/);
  });
});
