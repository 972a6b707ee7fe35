import { describe, expect, it } from 'vitest';
import { frontMatter } from './render';
import { operationKeywords } from './searchKeywords';

describe('operationKeywords', () => {
  it('gives the method and full path the way developers write them, then the operation id', () => {
    expect(operationKeywords('post', '/v1/refunds', 'createRefund')).toEqual(['POST /v1/refunds', 'createRefund']);
  });

  it('keeps path parameters and skips a missing operation id', () => {
    expect(operationKeywords('get', '/v1/payments/{id}')).toEqual(['GET /v1/payments/{id}']);
  });
});

describe('frontMatter', () => {
  it('writes a list as a YAML flow sequence that Docusaurus reads as keywords', () => {
    expect(frontMatter({ title: 'Create a refund', keywords: ['POST /v1/refunds', 'createRefund'] })).toBe(
      '---\ntitle: "Create a refund"\nkeywords: ["POST /v1/refunds","createRefund"]\n---\n',
    );
  });
});
