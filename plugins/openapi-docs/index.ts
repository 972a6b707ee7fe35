/**
 * Docusaurus plugin: the API reference generator, as the `gen-api-docs`
 * command of the site's CLI (`npm run generate` runs `docusaurus gen-api-docs`;
 * `start`, `build` and `test` run it first). It writes the MDX pages, the API
 * sidebar, the request builder's per-operation data and the downloadable
 * document from openapi/paysari.yaml (see generate.ts).
 *
 * Generation is a command rather than a build step: the docs plugin reads
 * docs/api and the sidebar while the other plugins load their content, so
 * the files must exist before any build or dev server starts.
 */
import type { Plugin } from '@docusaurus/types';
import { generateApiDocs } from './generate';

export const generateCommand = 'gen-api-docs';

export function runGenerator(): void {
  const started = Date.now();
  const { pages, operations } = generateApiDocs();
  console.log(`[openapi-docs] ${pages} API pages (${operations} operations) generated in ${Date.now() - started} ms`);
}

export default function openApiDocsPlugin(): Plugin {
  return {
    name: 'openapi-docs',
    extendCli(cli) {
      cli
        .command(generateCommand)
        .description('Regenerate the API reference (docs/api, .generated/) from openapi/paysari.yaml.')
        .action(runGenerator);
    },
  };
}
