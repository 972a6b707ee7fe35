/**
 * A loader for the browser bundle's copy of the engine's route registry
 * (.docusaurus/registry.js). Each entry there is
 *
 *   "chunk": [() => import("@site/docs/page.mdx"), "@site/docs/page.mdx", require.resolveWeak("@site/docs/page.mdx")]
 *
 * and the second item, the module's name, is read only while the server
 * renders (react-loadable reports the modules a page used). In the browser
 * it is ~140 strings in the main bundle, 1 KiB gzip on every page: this
 * empties it. An entry in any other form fails the build, so an engine
 * upgrade that changes the registry is noticed, not silently skipped.
 */
const entry = /(\[\(\) => import\([^)]*\), )"[^"]*"(, require\.resolveWeak\()/g;

module.exports = function withoutServerModuleNames(source) {
  const entries = source.match(/^\s+"[^"]+": \[/gm)?.length ?? 0;
  let emptied = 0;
  const result = source.replace(entry, (_match, before, after) => {
    emptied += 1;
    return `${before}""${after}`;
  });
  if (entries === 0 || emptied !== entries)
    throw new Error(
      `plugins/client-bundle: emptied the module name of ${emptied} of ${entries} entries in ${this.resourcePath}; ` +
        'the engine changed the registry format: update the pattern in withoutServerModuleNames.cjs',
    );
  return result;
};
