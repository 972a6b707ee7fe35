import { describe, expect, it } from 'vitest';
import { documentValue } from './openapiDocument';
import { sampleValues, secretKeyPlaceholder } from './sampleValues';
import { webhookSecret } from '../../../tests/support/webhookDeliveries';

const ids = sampleValues.filter((entry) => entry.name.endsWith('Id'));
const byName = (name: string) => sampleValues.find((entry) => entry.name === name);

describe('the placeholders a reader can replace with their own values', () => {
  it.each(ids)('$name is the document’s example id, with its schema’s pattern', (entry) => {
    const schema = `${entry.name[0]?.toUpperCase()}${entry.name.slice(1)}`;
    const examples = documentValue(['components', 'schemas', schema, 'examples']);
    expect(
      examples,
      `components.schemas.${schema}.examples in openapi/paysari.yaml: the samples use its first`,
    ).toEqual(expect.arrayContaining([entry.placeholder]));
    expect((examples as string[])[0], `make ${entry.name}'s placeholder the document's first example`).toBe(
      entry.placeholder,
    );
    expect(entry.pattern.source, `${entry.name}'s pattern must be components.schemas.${schema}.pattern`).toBe(
      documentValue(['components', 'schemas', schema, 'pattern']),
    );
  });

  it('the webhook URL is the URL of the document’s webhook endpoint examples', () => {
    const example = documentValue([
      'paths',
      '/webhooks',
      'post',
      'requestBody',
      'content',
      'application/json',
      'examples',
      'orders',
      'value',
      'url',
    ]);
    expect(byName('webhookUrl')?.placeholder).toBe(example);
  });

  it('the webhook signing secret is the one the samples step gives the guide’s handlers', () => {
    expect(byName('webhookSecret')?.placeholder).toBe(webhookSecret);
  });

  it('the secret key is the one the samples send', () => {
    expect(byName('secretKey')?.placeholder).toBe(secretKeyPlaceholder);
  });

  it('every placeholder has the shape of a real value (so a sample that checks one still runs)', () => {
    for (const entry of sampleValues) expect(entry.placeholder, entry.name).toMatch(entry.pattern);
  });

  it('names are unique', () => {
    expect(new Set(sampleValues.map((entry) => entry.name)).size).toBe(sampleValues.length);
  });
});
