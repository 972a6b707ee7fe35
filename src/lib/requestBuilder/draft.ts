/**
 * What the reader has typed into the request builder, and how it becomes
 * JSON. Inputs keep the exact text typed (so "12." or "abc" survive until the
 * validator names the problem); objects remember their key order, so the
 * builder's first request is byte for byte the page's example request.
 */
import type { JsonValue } from '../openapi/codeSamples';
import type { Field } from './formModel';
import { labelOf, type Issue, type IssuePath } from './validate';

export interface Pair {
  key: string;
  value: string;
}

export type Draft =
  /** Text, number, enum, boolean and JSON fields: the text as typed, or null. */
  | { kind: 'value'; text: string; isNull: boolean }
  | { kind: 'object'; values: Record<string, Draft>; order: string[] }
  | { kind: 'list'; items: Draft[] }
  | { kind: 'set'; selected: string[] }
  | { kind: 'pairs'; pairs: Pair[] };

export type ValueDraft = Extract<Draft, { kind: 'value' }>;

/** The draft of a field nobody has filled in. */
export function emptyDraft(field: Field): Draft {
  switch (field.kind) {
    case 'object':
      return {
        kind: 'object',
        values: Object.fromEntries(field.fields.map((child) => [child.name, emptyDraft(child)])),
        order: field.fields.map((child) => child.name),
      };
    case 'array':
      return { kind: 'list', items: [] };
    case 'enumSet':
      return { kind: 'set', selected: [] };
    case 'keyValue':
      return { kind: 'pairs', pairs: [] };
    default:
      return { kind: 'value', text: '', isNull: false };
  }
}

const isRecord = (value: JsonValue | undefined): value is { [key: string]: JsonValue } =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The draft that produces a given value (a documented example). */
export function draftFromValue(field: Field, value: JsonValue | undefined): Draft {
  if (value === undefined) return emptyDraft(field);
  switch (field.kind) {
    case 'object': {
      if (!isRecord(value)) return emptyDraft(field);
      const names = field.fields.map((child) => child.name);
      return {
        kind: 'object',
        values: Object.fromEntries(field.fields.map((child) => [child.name, draftFromValue(child, value[child.name])])),
        order: [
          ...Object.keys(value).filter((key) => names.includes(key)),
          ...names.filter((name) => !(name in value)),
        ],
      };
    }
    case 'array':
      return Array.isArray(value)
        ? { kind: 'list', items: value.map((item) => draftFromValue(field.item, item)) }
        : emptyDraft(field);
    case 'enumSet':
      return Array.isArray(value) ? { kind: 'set', selected: value.map((item) => String(item)) } : emptyDraft(field);
    case 'keyValue':
      return isRecord(value)
        ? {
            kind: 'pairs',
            pairs: Object.entries(value).map(([key, item]) => ({
              key,
              value: typeof item === 'string' ? item : JSON.stringify(item),
            })),
          }
        : emptyDraft(field);
    case 'json':
      return { kind: 'value', text: JSON.stringify(value, null, 2), isNull: false };
    default:
      return value === null
        ? { kind: 'value', text: '', isNull: true }
        : { kind: 'value', text: typeof value === 'object' ? JSON.stringify(value) : String(value), isNull: false };
  }
}

/** Canonical decimal numbers only, so "007" or "1e3" stay text and the validator names them. */
const numberPattern = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** The JSON of a scalar input, or undefined when the reader left it empty. */
function scalarValue(field: Field, draft: ValueDraft, path: IssuePath, issues: Issue[]): JsonValue | undefined {
  if (draft.isNull) return null;
  const text = draft.text;
  if (text === '') return undefined;
  switch (field.kind) {
    case 'number':
      return numberPattern.test(text.trim()) ? Number(text.trim()) : text;
    case 'enum':
      return field.options.find((option) => String(option) === text) ?? text;
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : text;
    case 'json':
      try {
        return JSON.parse(text) as JsonValue;
      } catch {
        issues.push({ path, keyword: 'json', message: `${labelOf(path)} must be valid JSON` });
        return undefined;
      }
    default:
      return text;
  }
}

/** A list item left empty still counts, so the validator can point at it. */
function itemValue(field: Field, draft: Draft, path: IssuePath, issues: Issue[]): JsonValue {
  const value = toValue(field, draft, path, issues);
  if (value !== undefined) return value;
  if (field.kind === 'object' || field.kind === 'keyValue') return {};
  if (field.kind === 'array' || field.kind === 'enumSet') return [];
  return '';
}

/**
 * The JSON a draft stands for, or undefined when nothing was filled in (an
 * optional field is then left out of the request). Problems only the form can
 * have, such as a metadata value without a key, are added to `issues`.
 */
export function toValue(field: Field, draft: Draft, path: IssuePath, issues: Issue[]): JsonValue | undefined {
  switch (draft.kind) {
    case 'value':
      return scalarValue(field, draft, path, issues);
    case 'object': {
      if (field.kind !== 'object') return undefined;
      const out: { [key: string]: JsonValue } = {};
      for (const name of draft.order) {
        const child = field.fields.find((f) => f.name === name);
        const childDraft = draft.values[name];
        if (!child || !childDraft) continue;
        const value = toValue(child, childDraft, [...path, name], issues);
        if (value !== undefined) out[name] = value;
      }
      return Object.keys(out).length > 0 || field.required ? out : undefined;
    }
    case 'list': {
      if (field.kind !== 'array') return undefined;
      if (draft.items.length === 0) return field.required ? [] : undefined;
      return draft.items.map((item, index) => itemValue(field.item, item, [...path, index], issues));
    }
    case 'set': {
      if (field.kind !== 'enumSet') return undefined;
      if (draft.selected.length === 0) return field.required ? [] : undefined;
      return draft.selected.map((text) => field.options.find((option) => String(option) === text) ?? text);
    }
    case 'pairs': {
      const out: { [key: string]: JsonValue } = {};
      for (const { key, value } of draft.pairs) {
        if (key === '' && value === '') continue;
        if (key === '') {
          issues.push({ path, keyword: 'key', message: `${labelOf(path)} has a value without a key` });
        } else if (key in out) {
          issues.push({
            path: [...path, key],
            keyword: 'key',
            message: `${labelOf(path)} key "${key}" is listed twice`,
          });
        } else {
          out[key] = value;
        }
      }
      return Object.keys(out).length > 0 || field.required ? out : undefined;
    }
  }
}

/** A step into a draft: an object's field name or a list's index. */
export type DraftStep = string | number;

/** A copy of `draft` with the part at `steps` replaced. */
export function setDraftAt(draft: Draft, steps: readonly DraftStep[], next: Draft): Draft {
  const [step, ...rest] = steps;
  if (step === undefined) return next;
  if (draft.kind === 'object' && typeof step === 'string') {
    const child = draft.values[step];
    if (!child) return draft;
    return { ...draft, values: { ...draft.values, [step]: setDraftAt(child, rest, next) } };
  }
  if (draft.kind === 'list' && typeof step === 'number') {
    const child = draft.items[step];
    if (!child) return draft;
    return {
      ...draft,
      items: draft.items.map((item, index) => (index === step ? setDraftAt(child, rest, next) : item)),
    };
  }
  return draft;
}
