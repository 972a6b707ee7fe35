import { describe, expect, it } from 'vitest';
import { facts } from '.';
import { documentNumber, documentPhrase, pesos } from './openapiDocument';

describe('facts read from the OpenAPI document', () => {
  it('formats centavos the way pages write pesos', () => {
    expect(pesos(2000)).toBe('PHP 20.00');
    expect(pesos(10000000)).toBe('PHP 100,000.00');
    expect(pesos(150050)).toBe('PHP 1,500.50');
  });

  it('reads schema figures, not copies of them', () => {
    const amount = ['paths', '/payment_intents', 'post', 'requestBody', 'content', 'application/json', 'schema'];
    expect(facts.limits.payment.minMinor).toBe(documentNumber([...amount, 'properties', 'amount', 'minimum']));
    expect(facts.limits.metadata.maxKeys).toBe(documentNumber(['components', 'schemas', 'Metadata', 'maxProperties']));
    expect(facts.statementDescriptor.maxLength).toBeGreaterThan(0);
    expect(facts.webhooks.responseTimeout).toMatch(/^\d+ seconds$/);
    expect(facts.refunds.window.qrph).toMatch(/^\d+ days$/);
  });

  it('fails loudly, naming the place, when the document moves a figure', () => {
    expect(() => documentNumber(['components', 'schemas', 'Nope', 'maxLength'])).toThrow(/components → schemas → Nope/);
    expect(() => documentPhrase(['components', 'schemas', 'Metadata'], /no such (wording)/)).toThrow(
      /no longer matches/,
    );
  });
});
