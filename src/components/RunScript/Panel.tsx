import React, {useId, useRef, useState} from 'react';
import {NETWORKS, type NetworkId} from '@site/src/flow/accessApi';
import NetworkSelect from '@site/src/components/NetworkSelect';
import CopyButton from '@site/src/components/CopyButton';
import type {RunnableScript} from '@site/plugins/run-script';
import {invalidOn, prepare, run, type Outcome} from './run';
import {MissingPlan, PlanFields, refuse} from './Fields';
import plans from '@generated/run-script/default/plans.json';
import styles from './styles.module.css';

/** The network last chosen, remembered across pages. */
const NETWORK_KEY = 'docs.run-network';

/* Storage can be blocked (privacy settings, some embedded views): then the choice lasts for this page only. */
function savedNetwork(): NetworkId | null {
  try {
    const value = window.localStorage.getItem(NETWORK_KEY);
    return NETWORKS.some((n) => n.id === value) ? (value as NetworkId) : null;
  } catch {
    return null;
  }
}

function saveNetwork(network: NetworkId): void {
  try {
    window.localStorage.setItem(NETWORK_KEY, network);
  } catch {
    // Blocked storage: see savedNetwork.
  }
}

type State = {kind: 'idle'} | {kind: 'running'} | {kind: 'done'; outcome: Outcome; cli: string};

/** The Run panel: network, one field per parameter, Run, and the answer. */
export default function Panel({id, plan}: {id: string; plan: string}): React.JSX.Element {
  const script = plans[plan];
  return script ? <Form id={id} script={script} /> : <MissingPlan id={id} what="script" plan={plan} />;
}

/**
 * The network the panel opens on: the one the reader chose last, where the script runs there and
 * the page gives no values of its own; else the plan's (the page's network, where its values are valid).
 */
function firstNetwork(script: RunnableScript, initial: Record<string, string>): NetworkId {
  const saved = savedNetwork();
  const pageValues = script.params.some((p) => p.initial);
  if (saved && !pageValues && !('reason' in script.networks[saved]) && !Object.keys(invalidOn(script, saved, initial)).length) return saved;
  return script.start;
}

function Form({id, script}: {id: string; script: RunnableScript}): React.JSX.Element {
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(script.params.map((p) => [p.name, p.initial])));
  const [network, setNetwork] = useState<NetworkId>(() => firstNetwork(script, values));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<State>({kind: 'idle'});
  const running = useRef(false);
  const base = useId();
  const fieldId = (name: string) => `${base}-${name.replace(/\W/g, '_')}`;
  const where = script.networks[network];
  const reason = 'reason' in where ? where.reason : null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (running.current) return;
    const prepared = prepare(script, network, values);
    if (!prepared.ok) {
      refuse(prepared.errors, setErrors, fieldId);
      return;
    }
    setErrors({});
    running.current = true;
    setState({kind: 'running'});
    const outcome = await run(network, prepared.script, prepared.args);
    running.current = false;
    setState({kind: 'done', outcome, cli: prepared.cli});
  }

  return (
    <form id={id} className={styles.panel} onSubmit={submit} noValidate aria-label="Run this script" data-testid="run-script-panel">
      <div className={styles.field}>
        <label htmlFor={fieldId('network')}>Network</label>
        <NetworkSelect
          id={fieldId('network')}
          className={styles.input}
          value={network}
          onChange={(next) => {
            setNetwork(next);
            saveNetwork(next);
            // A value that is not valid on the new network says so next to its field.
            setErrors(invalidOn(script, next, values));
          }}
        />
      </div>
      {reason ? (
        <p className={styles.reason} data-testid="run-script-reason">
          Not offered on {NETWORKS.find((n) => n.id === network)!.label}: {reason}
        </p>
      ) : (
        <PlanFields plan={script} network={network} values={values} errors={errors} fieldId={fieldId} onChange={(key, value) => setValues((v) => ({...v, [key]: value}))} />
      )}
      <button type="submit" className={`button button--primary ${styles.run}`} disabled={Boolean(reason)} aria-disabled={state.kind === 'running' || undefined}>
        {state.kind === 'running' ? 'Running…' : 'Run'}
      </button>
      <div role="status" aria-live="polite" className={styles.output} data-testid="run-script-output">
        {state.kind === 'running' && <p>Running the script on {NETWORKS.find((n) => n.id === network)!.label}…</p>}
        {state.kind === 'done' && <Answer outcome={state.outcome} cli={state.cli} />}
      </div>
    </form>
  );
}

function Answer({outcome, cli}: {outcome: Outcome; cli: string}): React.JSX.Element {
  return (
    <>
      {outcome.ok ? (
        <>
          <p className={styles.meta} data-testid="run-script-meta">
            Result at block {outcome.height}, in {outcome.ms} ms:
          </p>
          <pre className={styles.result} data-testid="run-script-result" tabIndex={0}>
            {outcome.value}
          </pre>
          <details className={styles.raw}>
            <summary>Raw JSON-Cadence</summary>
            <pre tabIndex={0} data-testid="run-script-raw">
              {JSON.stringify(outcome.raw, null, 2)}
            </pre>
          </details>
        </>
      ) : (
        <>
          <p className={styles.meta}>Failed after {outcome.ms} ms:</p>
          <pre className={`${styles.result} ${styles.failed}`} data-testid="run-script-error" tabIndex={0}>
            {outcome.message}
          </pre>
        </>
      )}
      <p className={styles.meta}>The same with the Flow CLI:</p>
      <div className={styles.cli}>
        <code data-testid="run-script-cli">{cli}</code>
        <CopyButton text={cli} className="button button--sm button--secondary" />
      </div>
    </>
  );
}
