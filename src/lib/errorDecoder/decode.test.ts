import { describe, expect, it } from 'vitest';
import { errorExamples } from '../../../tests/support/errorExamples';
import { loadDocument } from '../../../plugins/openapi-docs/load';
import { errorCatalogue } from '../openapi/errorCatalogue';
import { decodeError } from './decode';

const catalogue = errorCatalogue(loadDocument());

describe('the error decoder', () => {
  it.each(errorExamples())('decodes the example at $where to the row of $code', ({ body, code, type }) => {
    const decoded = decodeError(body, catalogue);
    expect(decoded.entry?.code, `${code} is not a row of the catalogue (components.schemas.ErrorCode)`).toBe(code);
    expect(decoded.entry?.type, `the example's type ${type} is not the type of ${code}'s status`).toBe(type);
    expect(decoded.notes).toEqual([]);
  });

  it('reads curl -i output, with its status line and headers', () => {
    const pasted = `HTTP/2 409\ncontent-type: application/json\n\n{"error":{"type":"idempotency_error","code":"idempotency_request_in_progress","message":"…","doc_url":"https://docs.example/x","request_id":"req_1"}}`;
    const decoded = decodeError(pasted, catalogue);
    expect(decoded).toMatchObject({ code: 'idempotency_request_in_progress', status: 409, requestId: 'req_1' });
    expect(decoded.advice).toMatchObject({ retry: true, key: 'same' });
  });

  it('reads a bare code, a code in a sentence, and a doc_url', () => {
    expect(decodeError('card_declined', catalogue).entry?.status).toBe(402);
    expect(decodeError('we keep getting idempotency_key_reused on refunds', catalogue).advice).toMatchObject({
      retry: false,
      key: 'new',
    });
    expect(decodeError('…/error_codes#parameter_missing', catalogue).code).toBe('parameter_missing');
  });

  it('falls back to the status for a code it does not know, and to 500 advice for a gateway error', () => {
    const unknown = decodeError('{"error":{"type":"api_error","code":"brand_new_code"}}', catalogue);
    expect(unknown).toMatchObject({ entry: undefined, status: 500, advice: { retry: true } });
    expect(unknown.notes[0]).toMatch(/not in this catalogue/);
    const gateway = decodeError('HTTP/1.1 503 Service Unavailable\n\n<html>…', catalogue);
    expect(gateway).toMatchObject({ status: 503, advice: { retry: true, key: 'same' } });
    expect(gateway.notes[0]).toMatch(/treat it like a 500/);
  });

  it('says when the status line and the code disagree, and when nothing is found', () => {
    expect(decodeError('HTTP/1.1 400\n\n{"error":{"code":"card_declined"}}', catalogue).notes[0]).toMatch(
      /says 400, but card_declined is returned with 402/,
    );
    expect(decodeError('hello', catalogue).notes[0]).toMatch(/No error code/);
  });
});
