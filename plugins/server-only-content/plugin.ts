import type { Plugin } from '@docusaurus/types';
import { contentFile, serverOnlyFlag } from './index';

/**
 * The bundler's side of ./index.ts:
 * - defines its flag: true where the values must stay inline (the server
 *   bundle; the development server, whose pages have no server HTML to
 *   keep), false in the production browser bundle, whose minifier then
 *   drops the inline values;
 * - emits each page's values as a file named by its content, under
 *   assets/content/ (long-cached like the scripts), for the browser bundle.
 */
export default function serverOnlyContentPlugin(): Plugin {
  return {
    name: 'server-only-content',
    configureWebpack(config, isServer, { currentBundler }) {
      const inline = isServer || config.mode !== 'production';
      return {
        plugins: [new currentBundler.instance.DefinePlugin({ [serverOnlyFlag]: JSON.stringify(inline) })],
        module: {
          rules: [
            {
              test: contentFile,
              dependency: 'url',
              type: 'asset/resource',
              generator: { filename: 'assets/content/[contenthash:16][ext]', emit: !isServer },
            },
          ],
        },
      };
    },
  };
}
