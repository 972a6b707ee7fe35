/**
 * The Postman collection download: generated from the OpenAPI document with
 * openapi-to-postmanv2 after each build, one request per operation.
 */
import { createHash } from 'node:crypto';
import { convertV2 } from 'openapi-to-postmanv2';
import { placeholderSecretKey } from '../../src/lib/openapi/codeSamples';

export interface PostmanItem {
  name: string;
  request?: { method: string; url: unknown };
  item?: PostmanItem[];
}

export interface PostmanCollection {
  info: { _postman_id?: string; name: string; schema: string };
  item: PostmanItem[];
  variable?: { key: string; value: string; description?: string }[];
}

/** Every request of a collection, folders flattened. */
export function postmanRequests(items: readonly PostmanItem[]): PostmanItem[] {
  return items.flatMap((item) => (item.item ? postmanRequests(item.item) : item.request ? [item] : []));
}

/** A UUID-shaped id derived from `text`, so the same document always gives the same file. */
export function stableId(text: string): string {
  const hash = createHash('sha256').update(text).digest('hex');
  return [hash.slice(0, 8), hash.slice(8, 12), hash.slice(12, 16), hash.slice(16, 20), hash.slice(20, 32)].join('-');
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Replaces the random ids the converter gives every folder, request and
 * response with ids derived from `seed` and where each first appears, so the
 * same document always gives the same file. An id that appears twice gets
 * the same new id twice.
 */
function stabiliseIds(value: unknown, seed: string, ids = new Map<string, string>(), where = ''): void {
  if (Array.isArray(value)) {
    value.forEach((entry, i) => stabiliseIds(entry, seed, ids, `${where}/${i}`));
  } else if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    for (const [key, entry] of Object.entries(object)) {
      if (key === 'id' && typeof entry === 'string' && uuid.test(entry)) {
        if (!ids.has(entry)) ids.set(entry, stableId(`${seed}${where}`));
        object[key] = ids.get(entry);
      } else {
        stabiliseIds(entry, seed, ids, `${where}/${key}`);
      }
    }
  }
}

/** Converts an OpenAPI document (YAML or JSON text) to a Postman v2.1 collection, one folder per tag. */
export function toPostmanCollection(openApiText: string): Promise<PostmanCollection> {
  return new Promise((resolve, reject) => {
    convertV2(
      { type: 'string', data: openApiText },
      // Parameters and bodies come from the document's examples, as on the site, not from faked values.
      { folderStrategy: 'Tags', parametersResolution: 'Example', requestNameSource: 'Fallback' },
      (error, result) => {
        const collection = result?.output?.[0]?.data as PostmanCollection | undefined;
        if (error || !result?.result || !collection) {
          reject(new Error(`llms: Postman conversion failed: ${error?.message ?? result?.reason ?? 'no output'}`));
          return;
        }
        collection.info._postman_id = stableId(openApiText);
        stabiliseIds(collection.item, collection.info._postman_id);
        // The converter refers to these for HTTP Basic auth but does not define them.
        collection.variable = [
          ...(collection.variable ?? []).filter((v) => !v.key.startsWith('basicAuth')),
          {
            key: 'basicAuthUsername',
            value: placeholderSecretKey,
            description: 'Your secret key: the HTTP Basic username. Use a test key (sk_test_…).',
          },
          { key: 'basicAuthPassword', value: '', description: 'Always empty.' },
        ];
        resolve(collection);
      },
    );
  });
}
