import clsx from 'clsx';
import type { ReactNode } from 'react';
import { emptyDraft, type Draft, type Pair, type ValueDraft } from '@site/src/lib/requestBuilder/draft';
import type { Field } from '@site/src/lib/requestBuilder/formModel';
import { domId, type IssueIndex } from '@site/src/lib/requestBuilder/issueIndex';
import { show, type Issue, type IssuePath } from '@site/src/lib/requestBuilder/validate';
import styles from './styles.module.css';

interface Props {
  field: Field;
  draft: Draft;
  /** Where the value goes in the request (["body", "line_items", 0]); issues are looked up by it. */
  path: IssuePath;
  /** What the reader sees as the field's name ("amount", "line_items[0]"). */
  label: string;
  issues: IssueIndex;
  /** Prefix of every DOM id, unique to the builder on the page. */
  idPrefix: string;
  onChange: (next: Draft) => void;
  /** Extra controls placed after the field's own (a list item's remove button). */
  actions?: ReactNode;
}

/** Moves focus once React has rendered the change (after adding or removing a list item). */
function focusLater(id: string, selector?: string): void {
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    const target = selector ? element?.querySelector<HTMLElement>(selector) : element;
    target?.focus();
  });
}

function Messages({ id, issues }: { id: string; issues: readonly Issue[] }): ReactNode {
  if (issues.length === 0) return null;
  return (
    <ul id={id} className={styles.errors}>
      {issues.map((issue) => (
        <li key={`${issue.keyword}:${issue.message}`}>{issue.message}</li>
      ))}
    </ul>
  );
}

function RequiredMark({ required }: { required: boolean }): ReactNode {
  // Visible marker only: the control itself carries aria-required.
  return required ? (
    <span className={styles.required} aria-hidden="true">
      required
    </span>
  ) : null;
}

const describedBy = (...ids: (string | false | undefined)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

function emptyOption(field: Field): string {
  if (field.required) return 'Choose a value';
  return field.defaultValue === undefined ? 'Not sent' : `Not sent (default ${show(field.defaultValue)})`;
}

/** Text, number, enum, boolean and JSON fields: one labelled control. */
function ScalarField({
  field,
  draft,
  path,
  label,
  issues,
  idPrefix,
  onChange,
  actions,
}: Props & { draft: ValueDraft }) {
  const id = domId(idPrefix, path);
  const hintId = `${id}--hint`;
  const errorId = `${id}--error`;
  const errors = field.kind === 'json' ? issues.within(path) : issues.at(path);
  const common = {
    id,
    'aria-describedby': describedBy(hintId, errors.length > 0 && errorId),
    'aria-invalid': errors.length > 0 ? ('true' as const) : undefined,
    'aria-required': field.required || undefined,
    disabled: draft.isNull,
  };
  const setText = (text: string): void => onChange({ ...draft, text });
  let control: ReactNode;
  switch (field.kind) {
    case 'enum':
    case 'boolean': {
      const options = field.kind === 'enum' ? field.options.map((option) => String(option)) : ['true', 'false'];
      const extra = draft.text !== '' && !options.includes(draft.text) ? [draft.text] : [];
      control = (
        <select {...common} className={styles.input} value={draft.text} onChange={(e) => setText(e.target.value)}>
          <option value="">{emptyOption(field)}</option>
          {[...options, ...extra].map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
      break;
    }
    case 'json':
      control = (
        <textarea
          {...common}
          className={clsx(styles.input, styles.json)}
          rows={4}
          spellCheck={false}
          value={draft.text}
          onChange={(e) => setText(e.target.value)}
        />
      );
      break;
    default:
      control = (
        <input
          {...common}
          className={styles.input}
          type={field.kind === 'text' ? field.inputType : 'text'}
          inputMode={field.kind === 'number' ? (field.integer ? 'numeric' : 'decimal') : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={field.example === undefined ? undefined : `e.g. ${field.example}`}
          value={draft.text}
          onChange={(e) => setText(e.target.value)}
        />
      );
  }
  return (
    <div className={styles.field}>
      <div className={styles.label}>
        <label htmlFor={id}>
          <code>{label}</code>
        </label>
        <RequiredMark required={field.required} />
      </div>
      <span id={hintId} className={styles.hint}>
        {field.hint}
        {field.deprecated && ' · deprecated'}
      </span>
      <div className={styles.controlRow}>
        {control}
        {actions}
      </div>
      {field.nullable && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.isNull}
            onChange={(e) => onChange({ ...draft, isNull: e.target.checked })}
          />
          Send <code>null</code> for <code>{label}</code>
        </label>
      )}
      <Messages id={errorId} issues={errors} />
    </div>
  );
}

/** A group of controls with a legend: objects, lists, checkboxes and key-value pairs. */
function Group({
  id,
  legend,
  field,
  errors,
  actions,
  children,
  showHint = true,
}: {
  showHint?: boolean;
  id: string;
  legend: ReactNode;
  field: Field;
  errors: readonly Issue[];
  actions?: ReactNode;
  children: ReactNode;
}): ReactNode {
  const hintId = `${id}--hint`;
  const errorId = `${id}--error`;
  return (
    <fieldset
      id={id}
      className={styles.group}
      aria-describedby={describedBy(showHint && hintId, errors.length > 0 && errorId)}
    >
      <legend className={styles.legend}>
        {legend}
        <RequiredMark required={field.required} />
      </legend>
      {(showHint || actions) && (
        <div className={styles.groupHead}>
          {showHint && (
            <span id={hintId} className={styles.hint}>
              {field.hint}
            </span>
          )}
          {actions}
        </div>
      )}
      <Messages id={errorId} issues={errors} />
      {children}
    </fieldset>
  );
}

function ObjectGroup(props: Props & { draft: Extract<Draft, { kind: 'object' }> }): ReactNode {
  const { field, draft, path, label, issues, idPrefix, onChange, actions } = props;
  if (field.kind !== 'object') return null;
  return (
    <Group
      id={domId(idPrefix, path)}
      // The body itself is named in words; every field inside it by its name in the request.
      legend={path.length === 1 ? label : <code>{label}</code>}
      showHint={path.length > 1}
      field={field}
      errors={issues.at(path)}
      actions={actions}
    >
      {field.fields.map((child) => {
        const childDraft = draft.values[child.name] ?? emptyDraft(child);
        const childPath = [...path, child.name];
        const childLabel = path.length === 1 ? child.name : `${label}.${child.name}`;
        return (
          <RequestBuilderField
            key={child.name}
            field={child}
            draft={childDraft}
            path={childPath}
            label={childLabel}
            issues={issues}
            idPrefix={idPrefix}
            onChange={(next) => onChange({ ...draft, values: { ...draft.values, [child.name]: next } })}
          />
        );
      })}
    </Group>
  );
}

function ListGroup(props: Props & { draft: Extract<Draft, { kind: 'list' }> }): ReactNode {
  const { field, draft, path, label, issues, idPrefix, onChange, actions } = props;
  if (field.kind !== 'array') return null;
  const id = domId(idPrefix, path);
  const addId = `${id}--add`;
  const itemId = (index: number): string => `${id}--item-${index}`;
  const add = (): void => {
    onChange({ ...draft, items: [...draft.items, emptyDraft(field.item)] });
    focusLater(itemId(draft.items.length), 'input, select, textarea');
  };
  const remove = (index: number): void => {
    onChange({ ...draft, items: draft.items.filter((_, i) => i !== index) });
    focusLater(addId);
  };
  return (
    <Group id={id} legend={<code>{label}</code>} field={field} errors={issues.at(path)} actions={actions}>
      {draft.items.map((item, index) => {
        const itemLabel = `${label}[${index}]`;
        return (
          // Items have no identity but their position: removing one re-renders the rest.
          <div key={index} id={itemId(index)} className={styles.item}>
            <RequestBuilderField
              field={field.item}
              draft={item}
              path={[...path, index]}
              label={itemLabel}
              issues={issues}
              idPrefix={idPrefix}
              onChange={(next) => onChange({ ...draft, items: draft.items.map((d, i) => (i === index ? next : d)) })}
              actions={
                <button type="button" className={styles.secondary} onClick={() => remove(index)}>
                  Remove <span className={styles.visuallyHidden}>{itemLabel}</span>
                </button>
              }
            />
          </div>
        );
      })}
      <button id={addId} type="button" className={styles.secondary} onClick={add}>
        Add an item <span className={styles.visuallyHidden}>to {label}</span>
      </button>
    </Group>
  );
}

function SetGroup(props: Props & { draft: Extract<Draft, { kind: 'set' }> }): ReactNode {
  const { field, draft, path, label, issues, idPrefix, onChange, actions } = props;
  if (field.kind !== 'enumSet') return null;
  const errors = issues.within(path);
  const id = domId(idPrefix, path);
  const toggle = (option: string, checked: boolean): void =>
    onChange({
      ...draft,
      selected: checked ? [...draft.selected, option] : draft.selected.filter((value) => value !== option),
    });
  return (
    <Group id={id} legend={<code>{label}</code>} field={field} errors={errors} actions={actions}>
      <div className={styles.options}>
        {field.options.map((raw) => {
          const option = String(raw);
          return (
            <label key={option} className={styles.check}>
              <input
                type="checkbox"
                checked={draft.selected.includes(option)}
                aria-invalid={errors.length > 0 ? 'true' : undefined}
                onChange={(e) => toggle(option, e.target.checked)}
              />
              <code>{option}</code>
            </label>
          );
        })}
      </div>
    </Group>
  );
}

function PairsGroup(props: Props & { draft: Extract<Draft, { kind: 'pairs' }> }): ReactNode {
  const { field, draft, path, label, issues, idPrefix, onChange, actions } = props;
  const id = domId(idPrefix, path);
  const addId = `${id}--add`;
  const setPair = (index: number, next: Pair): void =>
    onChange({ ...draft, pairs: draft.pairs.map((pair, i) => (i === index ? next : pair)) });
  const add = (): void => {
    onChange({ ...draft, pairs: [...draft.pairs, { key: '', value: '' }] });
    focusLater(`${id}--key-${draft.pairs.length}`);
  };
  const remove = (index: number): void => {
    onChange({ ...draft, pairs: draft.pairs.filter((_, i) => i !== index) });
    focusLater(addId);
  };
  return (
    <Group id={id} legend={<code>{label}</code>} field={field} errors={issues.at(path)} actions={actions}>
      {draft.pairs.map((pair, index) => {
        const errors = pair.key === '' ? [] : issues.within([...path, pair.key]);
        const errorId = `${id}--row-${index}--error`;
        const invalid = errors.length > 0 ? ('true' as const) : undefined;
        const number = index + 1;
        return (
          <div key={index} className={styles.pair}>
            <div className={styles.controlRow}>
              <input
                id={`${id}--key-${index}`}
                className={styles.input}
                aria-label={`${label} key ${number}`}
                aria-invalid={invalid}
                aria-describedby={describedBy(errors.length > 0 && errorId)}
                autoComplete="off"
                spellCheck={false}
                placeholder="key"
                value={pair.key}
                onChange={(e) => setPair(index, { ...pair, key: e.target.value })}
              />
              <input
                className={styles.input}
                aria-label={`${label} value ${number}`}
                aria-invalid={invalid}
                aria-describedby={describedBy(errors.length > 0 && errorId)}
                autoComplete="off"
                spellCheck={false}
                placeholder="value"
                value={pair.value}
                onChange={(e) => setPair(index, { ...pair, value: e.target.value })}
              />
              <button type="button" className={styles.secondary} onClick={() => remove(index)}>
                Remove <span className={styles.visuallyHidden}>{`${label} key ${number}`}</span>
              </button>
            </div>
            <Messages id={errorId} issues={errors} />
          </div>
        );
      })}
      <button id={addId} type="button" className={styles.secondary} onClick={add}>
        Add a key <span className={styles.visuallyHidden}>to {label}</span>
      </button>
    </Group>
  );
}

/** One field of the request builder, with its label, hint, messages and any nested fields. */
export default function RequestBuilderField(props: Props): ReactNode {
  const { draft } = props;
  switch (draft.kind) {
    case 'value':
      return <ScalarField {...props} draft={draft} />;
    case 'object':
      return <ObjectGroup {...props} draft={draft} />;
    case 'list':
      return <ListGroup {...props} draft={draft} />;
    case 'set':
      return <SetGroup {...props} draft={draft} />;
    case 'pairs':
      return <PairsGroup {...props} draft={draft} />;
  }
}
