/**
 * A loader for the browser bundle's copy of the engine's site metadata
 * (.docusaurus/site-metadata.json): the Docusaurus and site versions, and
 * every plugin's name, kind and version. The engine puts it in its React
 * context; in the browser nothing of this site, nor of the engine's
 * packages it uses, reads the plugins' versions (the debug plugin and the
 * Algolia search bar do, neither is here). It is 0.2 KiB gzip on every
 * page: this keeps the shape with no plugin listed. The server bundle keeps
 * all of it. A file without `pluginVersions` fails the build, so an engine
 * upgrade that changes the file is noticed.
 */
module.exports = function withoutPluginVersions(source) {
  const metadata = JSON.parse(source);
  if (typeof metadata.pluginVersions !== 'object' || metadata.pluginVersions === null)
    throw new Error(
      `plugins/client-bundle: ${this.resourcePath} has no pluginVersions object; ` +
        'the engine changed its site metadata: update withoutPluginVersions.cjs',
    );
  return JSON.stringify({ ...metadata, pluginVersions: {} });
};
