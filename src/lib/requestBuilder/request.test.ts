import { describe, expect, it } from 'vitest';
import { allSamples, type JsonValue } from '../openapi/codeSamples';
import { operationSamples } from '../openapi/operationSamples';
import { setDraftAt, type Draft, type DraftStep } from './draft';
import { buildFormModel } from './formModel';
import { buildRequest, initialDraft, isLiveKey, matchingResponse, parameterKey, type FormDraft } from './request';
import { operationById, operationCases, serverUrl } from '../../../tests/support/testOperations';

/** The draft at `steps`, or undefined. */
function draftAt(draft: Draft, steps: readonly DraftStep[]): Draft | undefined {
  let current: Draft | undefined = draft;
  for (const step of steps) {
    if (current?.kind === 'object' && typeof step === 'string') current = current.values[step];
    else if (current?.kind === 'list' && typeof step === 'number') current = current.items[step];
    else return undefined;
  }
  return current;
}

const text = (value: string): Draft => ({ kind: 'value', text: value, isNull: false });

/** The form with one body field changed, as typing into it would. */
function typeInto(draft: FormDraft, steps: (string | number)[], value: string): FormDraft {
  return { ...draft, body: setDraftAt(draft.body!, steps, text(value)) };
}

describe('the form as it first opens', () => {
  describe.each(operationCases)('$id', ({ entry, operation }) => {
    const model = buildFormModel(operation);
    const { request, issues } = buildRequest(operation, model, initialDraft(model, operation));

    it('produces exactly the page’s example request in all five languages', () => {
      expect(allSamples(request)).toEqual(operationSamples(entry, serverUrl));
    });

    it('is valid against the operation’s schemas', () => {
      expect(issues).toEqual([]);
    });
  });

  it('turns every documented request example into fields and back without loss', () => {
    for (const { operation } of operationCases) {
      const model = buildFormModel(operation);
      for (const example of operation.requestBody?.examples ?? []) {
        const draft = initialDraft(model, {
          ...operation,
          requestBody: { ...operation.requestBody!, examples: [example] },
        });
        const { request } = buildRequest(operation, model, draft);
        expect(JSON.stringify(request.body)).toBe(JSON.stringify(example.value));
      }
    }
  });
});

describe('typing into the form', () => {
  const operation = operationById('createRefund');
  const model = buildFormModel(operation);
  const start = initialDraft(model, operation);

  it('puts the typed values into every language’s sample', () => {
    const draft = typeInto(typeInto(start, ['amount'], '75000'), ['reason'], 'duplicate');
    const { request, issues } = buildRequest(operation, model, draft);
    expect(issues).toEqual([]);
    expect(request.body).toMatchObject({ amount: 75000, reason: 'duplicate' });
    for (const sample of Object.values(allSamples(request))) {
      expect(sample).toContain('75000');
      expect(sample).toContain('duplicate');
      expect(sample).not.toContain('50000');
    }
  });

  it('reports an invalid amount at the field and keeps it in the sample as typed', () => {
    const { request, issues } = buildRequest(operation, model, typeInto(start, ['amount'], '50'));
    expect(issues).toEqual([{ path: ['body', 'amount'], keyword: 'minimum', message: 'amount must be at least 100' }]);
    expect(request.body).toMatchObject({ amount: 50 });
    const word = buildRequest(operation, model, typeInto(start, ['amount'], '12.')).issues;
    expect(word.map((i) => i.message)).toEqual(['amount must be an integer']);
  });

  it('leaves an emptied optional field out, and reports an emptied required one', () => {
    const withoutNotes = buildRequest(operation, model, typeInto(start, ['notes'], ''));
    expect(withoutNotes.request.body).not.toHaveProperty('notes');
    expect(withoutNotes.issues).toEqual([]);
    const withoutAmount = buildRequest(operation, model, typeInto(start, ['amount'], ''));
    expect(withoutAmount.issues.map((i) => i.message)).toEqual(['amount is required']);
  });

  it('uses the key the reader types, and the placeholder key when the field is empty', () => {
    expect(buildRequest(operation, model, { ...start, secretKey: 'sk_test_abc' }).request.secretKey).toBe(
      'sk_test_abc',
    );
    expect(buildRequest(operation, model, { ...start, secretKey: '  ' }).request.secretKey).toBe(
      'sk_test_YOUR_SECRET_KEY',
    );
    expect(isLiveKey('sk_live_123')).toBe(true);
    expect(isLiveKey('sk_test_123')).toBe(false);
  });

  it('fills path, query and header parameters, typed by their schema', () => {
    const list = operationById('listCustomers');
    const listModel = buildFormModel(list);
    const draft = initialDraft(listModel, list);
    draft.parameters[parameterKey('query', 'limit')] = text('25');
    draft.parameters[parameterKey('query', 'email')] = text('ana@example.com');
    const { request, issues } = buildRequest(list, listModel, draft);
    expect(issues).toEqual([]);
    expect(request.query).toEqual({ limit: 25, email: 'ana@example.com' });
    expect(allSamples(request).python).toContain('"limit": 25,');

    const retrieve = operationById('retrieveCustomer');
    const retrieveModel = buildFormModel(retrieve);
    const empty = initialDraft(retrieveModel, retrieve);
    empty.parameters[parameterKey('path', 'id')] = text('');
    expect(buildRequest(retrieve, retrieveModel, empty).issues.map((i) => i.message)).toEqual(['id is required']);
    const bad = buildRequest(operationById('listCustomers'), listModel, {
      ...draft,
      parameters: { ...draft.parameters, [parameterKey('query', 'limit')]: text('500') },
    });
    expect(bad.issues).toEqual([
      { path: ['query', 'limit'], keyword: 'maximum', message: 'limit must be at most 100' },
    ]);
  });

  it('sends null for a nullable field when the reader asks to clear it', () => {
    const update = operationById('updateRefund');
    const updateModel = buildFormModel(update);
    const draft = initialDraft(updateModel, update);
    const cleared = { ...draft, body: setDraftAt(draft.body!, ['notes'], { kind: 'value', text: '', isNull: true }) };
    expect(buildRequest(update, updateModel, cleared).request.body).toMatchObject({ notes: null });
  });

  it('edits lists of objects and enum checkboxes', () => {
    const checkout = operationById('createCheckoutSession');
    const checkoutModel = buildFormModel(checkout);
    const draft = initialDraft(checkoutModel, checkout);
    const changed = {
      ...draft,
      body: setDraftAt(setDraftAt(draft.body!, ['line_items', 1, 'quantity'], text('0')), ['payment_method_types'], {
        kind: 'set',
        selected: ['gcash'],
      }),
    };
    const { request, issues } = buildRequest(checkout, checkoutModel, changed);
    expect((request.body as { payment_method_types: JsonValue }).payment_method_types).toEqual(['gcash']);
    expect(issues.map((i) => i.message)).toEqual(['line_items[1].quantity must be at least 1']);
    expect(draftAt(changed.body!, ['line_items', 1, 'quantity'])).toEqual(text('0'));
  });
});

describe('matchingResponse', () => {
  const operation = operationById('createPaymentIntent');
  const model = buildFormModel(operation);
  const start = initialDraft(model, operation);
  const codeOf = (draft: FormDraft): unknown => {
    const match = matchingResponse(operation, buildRequest(operation, model, draft).issues);
    return [match?.response.statusLine, (match?.example?.value as { error?: { code?: string } }).error?.code];
  };

  it('shows the success example while the request is valid', () => {
    const match = matchingResponse(operation, []);
    expect(match?.response.statusLine).toBe('200 OK');
    expect(match?.example?.value).toMatchObject({ object: 'payment_intent' });
  });

  it('shows the 400 example that matches the first problem', () => {
    expect(codeOf(typeInto(start, ['amount'], '100'))).toEqual(['400 Bad Request', 'amount_too_small']);
    expect(codeOf(typeInto(start, ['amount'], ''))).toEqual(['400 Bad Request', 'parameter_missing']);
  });
});
