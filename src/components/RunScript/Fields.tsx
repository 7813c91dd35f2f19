import React from 'react';
import type {NetworkId} from '@site/src/flow/accessApi';
import type {RunnableScript} from '@site/plugins/run-script';
import {exampleText} from '@site/src/flow/cadenceValues';
import {contractField} from './run';
import styles from './styles.module.css';

/** One labelled text field of a panel, with its refusal (if any) as its description. */
export function Field({
  id,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}): React.JSX.Element {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.input}
        value={value}
        placeholder={hint}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error} data-testid="run-script-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The fields of a plan on one network, as the Run and Send panels both show them: on the emulator
 * the address of each contract the reader deployed, then one field per parameter, prefilled with the
 * page's value or showing its placeholder (else an example of the type).
 */
export function PlanFields({
  plan,
  network,
  values,
  errors,
  fieldId,
  onChange,
}: {
  plan: RunnableScript;
  network: NetworkId;
  values: Record<string, string>;
  errors: Record<string, string>;
  fieldId: (key: string) => string;
  onChange: (key: string, value: string) => void;
}): React.JSX.Element {
  const field = (key: string, label: string, hint: string) => (
    <Field key={key} id={fieldId(key)} label={label} hint={hint} value={values[key] ?? ''} error={errors[key]} onChange={(value) => onChange(key, value)} />
  );
  return (
    <>
      {network === 'emulator' && plan.readerContracts.map((name) => field(contractField(name), `Address of your ${name} contract`, '0x…'))}
      {plan.params.map((p) => field(p.name, `${p.name}: ${p.type}`, p.hint || `for example ${exampleText(p.type, plan.exampleAddress[network])}`))}
    </>
  );
}

/** What a panel shows when the site lacks the plan its button names (a page built against another record). */
export function MissingPlan({id, what, plan}: {id: string; what: 'script' | 'transaction'; plan: string}): React.JSX.Element {
  return (
    <p id={id} role="alert" className={styles.panel}>
      This {what}’s details are missing from the site ({plan}).
    </p>
  );
}

/** Shows the fields' refusals and focuses the first field the reader has to fix. */
export function refuse(errors: Record<string, string>, setErrors: (errors: Record<string, string>) => void, fieldId: (key: string) => string): void {
  setErrors(errors);
  const first = Object.keys(errors)[0];
  if (first) document.getElementById(fieldId(first))?.focus();
}
