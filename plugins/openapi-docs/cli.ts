/** `npm run generate`: regenerates the API reference from openapi/. */
import { generateApiDocs } from './generate';

const started = Date.now();
const { pages, operations } = generateApiDocs();
console.log(`[openapi-docs] ${pages} API pages (${operations} operations) generated in ${Date.now() - started} ms`);
