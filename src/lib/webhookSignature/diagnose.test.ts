import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sign, webhookSecret, webhookVectors } from '../../../tests/support/webhookDeliveries';
import { diagnose } from './diagnose';
import { readSignatureHeader, toleranceSeconds } from './signatureHeader';

const now = 1_767_225_600; // a fixed clock: 2026-01-01T00:00:00Z
const vectors = await webhookVectors(now);

describe('the signature checker', () => {
  it.each(vectors)('says "$verdict" for $name (the vectors the samples test sends the handlers)', async (vector) => {
    const verdict = await diagnose({ body: vector.body, header: vector.header, secret: vector.secret, now });
    expect(verdict.kind, verdict.detail).toBe(vector.verdict);
  });

  it('gives the difference for a stale timestamp, either way', async () => {
    const body = '{"id":"evt_1"}';
    const old = await diagnose({ body, header: sign(body, now - 600), secret: webhookSecret, now });
    expect(old.differenceSeconds).toBe(600);
    expect(old.detail).toContain('600 seconds (about 10 minutes) before your clock');
    const future = await diagnose({ body, header: sign(body, now + 301), secret: webhookSecret, now });
    expect(future).toMatchObject({ kind: 'stale', differenceSeconds: -301 });
    // A delivery that just arrived with an old t means this clock runs ahead; with a future t, behind.
    expect(old.detail).toContain("if it just arrived, your server's clock is ahead");
    expect(future.detail).toContain("Your server's clock is behind");
    const edge = await diagnose({ body, header: sign(body, now - toleranceSeconds), secret: webhookSecret, now });
    expect(edge.kind).toBe('valid');
  });

  it('finds a line break after the secret, as an environment file leaves it', async () => {
    const body = '{"id":"evt_1"}';
    const verdict = await diagnose({ body, header: sign(body, now), secret: `${webhookSecret}\n`, now });
    expect(verdict).toMatchObject({ kind: 'wrong-secret', title: /spaces or a line break/ });
  });

  it('names what is wrong with a malformed header', () => {
    const v1 = 'a'.repeat(64);
    expect(readSignatureHeader(`t=12,v1=${v1.slice(1)}`)).toMatchObject({
      kind: 'malformed',
      problem: /63 characters/,
    });
    expect(readSignatureHeader(`t=12,v1=${v1.toUpperCase()}`)).toMatchObject({ problem: /upper-case/ });
    expect(readSignatureHeader(`t=soon,v1=${v1}`)).toMatchObject({ problem: /not a Unix time/ });
    expect(readSignatureHeader('t=12')).toMatchObject({ problem: /no v1=/ });
    expect(readSignatureHeader(`t=12,t=13,v1=${v1}`)).toMatchObject({ problem: /more than one t=/ });
    expect(readSignatureHeader(`t=12,${v1}`)).toMatchObject({ problem: /has no "="/ });
  });

  it('reads a header pasted with its name, and ignores other schemes', () => {
    const v1 = 'b'.repeat(64);
    expect(readSignatureHeader(`Paysari-Signature: t=12, v1=${v1}, v0=old`)).toEqual({
      kind: 'parsed',
      timestamp: 12,
      signatures: [v1],
    });
  });

  it('uses the tolerance the webhooks guide states', () => {
    const guide = readFileSync(path.join(__dirname, '../../../docs/guide/developer_handbook/webhooks.mdx'), 'utf8');
    expect(guide, 'the guide and src/lib/webhookSignature disagree on the tolerance').toContain(
      `(${toleranceSeconds} seconds) from your server's clock`,
    );
  });
});
