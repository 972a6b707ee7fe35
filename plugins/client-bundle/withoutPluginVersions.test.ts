import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const withoutPluginVersions = require('./withoutPluginVersions.cjs') as (this: object, source: string) => string;
const run = (source: string) => withoutPluginVersions.call({ resourcePath: '.docusaurus/site-metadata.json' }, source);

/** The file as the engine (3.10) writes it, two plugins listed. */
const metadata = {
  docusaurusVersion: '3.10.2',
  siteVersion: '1.0.0',
  pluginVersions: {
    'docusaurus-plugin-sitemap': { type: 'package', name: '@docusaurus/plugin-sitemap', version: '3.10.2' },
    'openapi-docs': { type: 'local' },
  },
};

describe('the site metadata loader', () => {
  it('keeps the versions and the shape, with no plugin listed', () => {
    expect(JSON.parse(run(JSON.stringify(metadata, null, 2)))).toEqual({
      docusaurusVersion: '3.10.2',
      siteVersion: '1.0.0',
      pluginVersions: {},
    });
  });

  it('fails on a file without the plugins, naming the file to update', () => {
    expect(() => run(JSON.stringify({ docusaurusVersion: '4.0.0' }))).toThrow(
      /site-metadata\.json has no pluginVersions object.*withoutPluginVersions\.cjs/,
    );
  });
});
