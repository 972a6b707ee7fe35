/**
 * `verifySignature` of the Node.js handler in the webhooks guide
 * (docs/guide/developer_handbook/webhooks.mdx), exactly as the guide prints
 * it, for tests that check a signature "with the guide's own code" (the
 * sandbox's deliveries).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type GuideVerifier = (rawBody: Buffer, header: string, secret: string, now: number) => boolean;

export function guideVerifier(): GuideVerifier {
  const page = readFileSync(path.resolve(__dirname, '../../docs/guide/developer_handbook/webhooks.mdx'), 'utf8');
  const source = /\nfunction verifySignature\([\s\S]*?\n}\n/.exec(page)?.[0];
  const tolerance = /const TOLERANCE_SECONDS = \d+;/.exec(page)?.[0];
  if (!source || !tolerance) {
    throw new Error(
      'webhooks.mdx no longer has the Node.js verifySignature and TOLERANCE_SECONDS: update this helper.',
    );
  }
  // The guide's function, with the two imports and the constant it uses.
  return new Function('createHmac', 'timingSafeEqual', 'Buffer', `${tolerance}\n${source}\nreturn verifySignature;`)(
    createHmac,
    timingSafeEqual,
    Buffer,
  ) as GuideVerifier;
}
