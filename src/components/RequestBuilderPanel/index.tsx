import { useMDXComponents } from '@mdx-js/react';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import { useId, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import RequestBuilderField from '@site/src/components/RequestBuilderField';
import SandboxSend from '@site/src/components/SandboxSend';
import { languageTabGroup, sampleLanguages } from '@site/src/lib/languages';
import { allSamples } from '@site/src/lib/openapi/codeSamples';
import { buildFormModel, type ParameterLocation } from '@site/src/lib/requestBuilder/formModel';
import { domId, indexIssues } from '@site/src/lib/requestBuilder/issueIndex';
import type { BuilderOperation } from '@site/src/lib/requestBuilder/operationData';
import {
  bodyDraftFromExample,
  buildRequest,
  initialDraft,
  isLiveKey,
  matchingResponse,
  parameterKey,
  type FormDraft,
} from '@site/src/lib/requestBuilder/request';
import YourValuesButton from '@site/src/components/YourValuesButton';
import styles from './styles.module.css';

interface Props {
  operation: BuilderOperation;
}

const parameterGroups: readonly [ParameterLocation, string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
];

/**
 * The request builder: a form generated from the operation's parameters and
 * body schema, the request it makes in the five sample languages (from the
 * same generator as the page's static samples), and the documented example
 * response. It never sends anything; the key stays in this component's state.
 */
export default function RequestBuilderPanel({ operation }: Props): ReactNode {
  const model = useMemo(() => buildFormModel(operation), [operation]);
  const [draft, setDraft] = useState<FormDraft>(() => initialDraft(model, operation));
  const [exampleIndex, setExampleIndex] = useState(0);
  const { request, issues } = useMemo(() => buildRequest(operation, model, draft), [operation, model, draft]);
  const samples = useMemo(() => allSamples(request), [request]);
  const issueIndex = useMemo(() => indexIssues(issues), [issues]);
  const match = matchingResponse(operation, issues);
  const idPrefix = `rb${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const ids = {
    key: `${idPrefix}--key`,
    keyHint: `${idPrefix}--key-hint`,
    keyWarning: `${idPrefix}--key-warning`,
    example: `${idPrefix}--example`,
    request: `${idPrefix}--request`,
    response: `${idPrefix}--response`,
  };
  // Code through the page's own MDX code component (the theme's CodeBlock): importing
  // CodeBlock here would split it out of the docs chunk, one more request on every page.
  const Code = (useMDXComponents().code ?? 'code') as ComponentType<{ className: string; children: string }>;
  const examples = operation.requestBody?.examples ?? [];
  const liveKey = isLiveKey(draft.secretKey);

  const startFrom = (index: number): void => {
    setExampleIndex(index);
    setDraft({ ...draft, body: bodyDraftFromExample(model, examples[index]) });
  };
  // The sandbox offers an id it holds: into the path parameter, or the top-level body field.
  const putSandboxId = (location: 'path' | 'body', name: string, id: string): void => {
    const value = { kind: 'value' as const, text: id, isNull: false };
    if (location === 'path') {
      setDraft({ ...draft, parameters: { ...draft.parameters, [parameterKey('path', name)]: value } });
    } else if (draft.body?.kind === 'object') {
      const order = draft.body.order.includes(name) ? draft.body.order : [...draft.body.order, name];
      setDraft({ ...draft, body: { ...draft.body, values: { ...draft.body.values, [name]: value }, order } });
    }
  };
  const reset = (): void => {
    setExampleIndex(0);
    setDraft({ ...initialDraft(model, operation), secretKey: draft.secretKey });
  };

  return (
    <div className={styles.panel}>
      <form
        className={styles.form}
        noValidate
        aria-label={`Request builder: ${operation.summary}`}
        // Nothing is ever submitted: Enter in a field must not navigate or send.
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={styles.key}>
          <label htmlFor={ids.key} className={styles.keyLabel}>
            Secret key
          </label>
          <span id={ids.keyHint} className={styles.hint}>
            Used only to write the code below: it is not stored and never leaves this page.
          </span>
          <input
            id={ids.key}
            className={styles.input}
            type="text"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={liveKey ? `${ids.keyHint} ${ids.keyWarning}` : ids.keyHint}
            value={draft.secretKey}
            onChange={(event) => setDraft({ ...draft, secretKey: event.target.value })}
          />
          {liveKey && (
            <p id={ids.keyWarning} className={styles.warning}>
              This is a live key. Use a test key (<code>sk_test_…</code>) here: live keys move real money.
            </p>
          )}
        </div>

        {examples.length > 1 && (
          <div className={styles.key}>
            <label htmlFor={ids.example} className={styles.keyLabel}>
              Start from a documented example
            </label>
            <select
              id={ids.example}
              className={styles.input}
              value={exampleIndex}
              onChange={(event) => startFrom(Number(event.target.value))}
            >
              {examples.map((example, index) => (
                <option key={example.summary ?? index} value={index}>
                  {example.summary ?? `Example ${index + 1}`}
                </option>
              ))}
            </select>
          </div>
        )}

        {parameterGroups.map(([location, title]) => {
          const inputs = model.parameters.filter((input) => input.location === location);
          if (inputs.length === 0) return null;
          return (
            <fieldset key={location} id={domId(idPrefix, [location])} className={styles.section}>
              <legend className={styles.sectionTitle}>{title}</legend>
              {inputs.map(({ field }) => {
                const key = parameterKey(location, field.name);
                const value = draft.parameters[key];
                if (!value) return null;
                return (
                  <RequestBuilderField
                    key={key}
                    field={field}
                    draft={value}
                    path={[location, field.name]}
                    label={field.name}
                    issues={issueIndex}
                    idPrefix={idPrefix}
                    onChange={(next) => setDraft({ ...draft, parameters: { ...draft.parameters, [key]: next } })}
                  />
                );
              })}
            </fieldset>
          );
        })}

        {model.body && draft.body && (
          <div className={styles.body}>
            <RequestBuilderField
              field={model.body}
              draft={draft.body}
              path={['body']}
              label="Request body"
              issues={issueIndex}
              idPrefix={idPrefix}
              onChange={(next) => setDraft({ ...draft, body: next })}
            />
          </div>
        )}

        <button type="button" className={styles.reset} onClick={reset}>
          Reset to the example request
        </button>
      </form>

      <p role="status" className={issues.length === 0 ? styles.valid : styles.invalid}>
        {issues.length === 0
          ? 'This request matches the schema.'
          : `${issues.length} ${issues.length === 1 ? 'problem' : 'problems'} to fix, marked at the ${issues.length === 1 ? 'field' : 'fields'} above.`}
      </p>

      <SandboxSend operation={operation} request={request} onUseId={putSandboxId} />

      <div className={styles.output}>
        <section aria-labelledby={ids.request} className={styles.outputPart}>
          <h3 id={ids.request} className={styles.outputTitle}>
            Your request
          </h3>
          <p className={styles.hint}>
            The code shows the key and ids you saved in <YourValuesButton className={styles.yourValues} /> in place of
            the placeholders.
          </p>
          <Tabs groupId={languageTabGroup}>
            {sampleLanguages.map(({ value, label, prism }) => (
              <TabItem key={value} value={value} label={label}>
                <Code className={`language-${prism}`}>{samples[value]}</Code>
              </TabItem>
            ))}
          </Tabs>
        </section>
        {match && (
          <section aria-labelledby={ids.response} className={styles.outputPart}>
            <h3 id={ids.response} className={styles.outputTitle}>
              Example response — nothing is sent
            </h3>
            <p className={styles.responseLine}>
              <strong>{match.response.statusLine}</strong>
              {match.example?.summary ? ` · ${match.example.summary}` : ''}
            </p>
            <p className={styles.hint}>
              What the API documents for {issues.length === 0 ? 'a request like this' : 'a request with this problem'}.
              No request was made.
            </p>
            {match.example && <Code className="language-json">{JSON.stringify(match.example.value, null, 2)}</Code>}
          </section>
        )}
      </div>
    </div>
  );
}
