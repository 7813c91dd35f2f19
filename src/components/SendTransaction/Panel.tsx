import React, {useEffect, useId, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import {NETWORKS} from '@site/src/flow/accessApi';
import {explorerLink, SEND_NETWORKS, type SendNetwork} from '@site/src/flow/wallets';
import NetworkSelect from '@site/src/components/NetworkSelect';
import {MissingPlan, PlanFields, refuse} from '@site/src/components/RunScript/Fields';
import {blockError, invalidOn, prepare} from '@site/src/components/RunScript/run';
import runStyles from '@site/src/components/RunScript/styles.module.css';
import type {SendPlan} from '@site/plugins/send-transaction';
import plans from '@generated/send-transaction/default/plans.json';
import {connect, disconnect, pointedAt, send, watchUser, type SendOutcome} from './send';
import {STATUS_NAMES, type TxStatus} from './follow';
import styles from './styles.module.css';

const label = (network: SendNetwork) => NETWORKS.find((n) => n.id === network)!.label;

type State =
  | {kind: 'idle'}
  | {kind: 'signing'}
  | {kind: 'following'; id: string; statuses: TxStatus[]}
  | {kind: 'done'; result: SendOutcome; statuses: TxStatus[]};

/** The Send panel: network, one field per parameter, the wallet, what is sent, Send, and the transaction's way to its seal. */
export default function Panel({id, plan}: {id: string; plan: string}): React.JSX.Element {
  const transaction = plans[plan];
  return transaction ? <Form id={id} plan={transaction} /> : <MissingPlan id={id} what="transaction" plan={plan} />;
}

function Form({id, plan}: {id: string; plan: SendPlan}): React.JSX.Element {
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(plan.params.map((p) => [p.name, p.initial])));
  const [network, setNetwork] = useState<SendNetwork>(() => (plan.start === 'mainnet' ? 'testnet' : plan.start));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [account, setAccount] = useState<string | null>(null);
  const [wallet, setWallet] = useState<{kind: 'idle'} | {kind: 'connecting'} | {kind: 'failed'; message: string}>({kind: 'idle'});
  const [state, setState] = useState<State>({kind: 'idle'});
  const busy = useRef(false);
  const base = useId();
  const fieldId = (name: string) => `${base}-${name.replace(/\W/g, '_')}`;
  const where = plan.networks[network];
  const reason = 'reason' in where ? where.reason : null;
  const prepared = reason ? undefined : prepare(plan, network, values, 'flow transactions send');

  // FCL reaches no node and no wallet before Connect wallet: only then is it pointed at the network.
  useEffect(() => watchUser((address) => setAccount(address && pointedAt(network) ? address : null)), [network]);

  async function connectWallet() {
    setWallet({kind: 'connecting'});
    try {
      await connect(network);
      setWallet({kind: 'idle'});
    } catch (error) {
      setWallet({kind: 'failed', message: error instanceof Error ? error.message : String(error)});
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy.current || !account || !prepared) return;
    if (!prepared.ok) {
      refuse(prepared.errors, setErrors, fieldId);
      return;
    }
    setErrors({});
    busy.current = true;
    setState({kind: 'signing'});
    const statuses: TxStatus[] = [];
    const result = await send(network, prepared.script, prepared.args, plan, (txId) => setState({kind: 'following', id: txId, statuses: []}), {
      onStatus: (status) => {
        statuses.push(status);
        setState((s) => (s.kind === 'following' ? {...s, statuses: [...statuses]} : s));
      },
    });
    busy.current = false;
    setState({kind: 'done', result, statuses});
  }

  const roles = plan.authorizers ? 'proposes it, pays for it and authorizes it' : 'proposes it and pays for it (it takes no authorizer)';
  return (
    <form id={id} className={runStyles.panel} onSubmit={submit} noValidate aria-label="Send this transaction" data-testid="send-transaction-panel">
      <div className={runStyles.field}>
        <label htmlFor={fieldId('network')}>Network</label>
        <NetworkSelect
          id={fieldId('network')}
          className={runStyles.input}
          networks={SEND_NETWORKS}
          value={network}
          onChange={(next) => {
            setNetwork(next as SendNetwork);
            // The connected account belongs to the network it was connected on.
            if (account) disconnect();
            setErrors(invalidOn(plan, next, values));
            setState({kind: 'idle'});
          }}
        />
      </div>
      {plan.after.length > 0 && (
        <div className={styles.steps} data-testid="send-transaction-steps">
          <p>Before you send this:</p>
          <ul>
            {plan.after.map((step) =>
              step.kind === 'page' ? (
                <li key={step.page}>
                  follow <Link to={step.permalink}>{step.title}</Link> first, on the same network: this page builds on what it sets up;
                </li>
              ) : (
                <li key={step.line}>
                  run the {step.what}{step.file ? ` ${step.file}` : ''} above that saves to <code>{step.path}</code>: this one reads it.
                </li>
              ),
            )}
          </ul>
        </div>
      )}
      {reason ? (
        <p className={runStyles.reason} data-testid="send-transaction-reason">
          Not offered on {label(network)}: {reason}
        </p>
      ) : (
        <PlanFields plan={plan} network={network} values={values} errors={errors} fieldId={fieldId} onChange={(key, value) => setValues((v) => ({...v, [key]: value}))} />
      )}
      {!reason && (
        <details className={styles.review} open data-testid="send-transaction-review">
          <summary>What your wallet signs</summary>
          {prepared?.ok ? (
            <dl>
              <dt>Cadence, its imports pointed at {label(network)}</dt>
              <dd>
                <pre tabIndex={0} data-testid="send-transaction-code">
                  {prepared.script}
                </pre>
              </dd>
              <dt>Arguments (JSON-Cadence)</dt>
              <dd>
                <pre tabIndex={0} data-testid="send-transaction-args">
                  {JSON.stringify(prepared.args, null, 2)}
                </pre>
              </dd>
              <dt>Compute limit</dt>
              <dd data-testid="send-transaction-limit">{plan.limit}</dd>
              <dt>Signers</dt>
              <dd>Your wallet’s account {roles}.</dd>
            </dl>
          ) : (
            <p>Give every value above to see the Cadence and the arguments your wallet signs.</p>
          )}
        </details>
      )}
      <div className={styles.actions}>
        {account ? (
          <>
            <span className={styles.account} data-testid="send-transaction-account">
              Connected: {account}
            </span>
            <button type="button" className="button button--sm button--secondary" onClick={() => disconnect()}>
              Disconnect
            </button>
          </>
        ) : (
          <button type="button" className="button button--secondary" disabled={Boolean(reason)} aria-disabled={wallet.kind === 'connecting' || undefined} onClick={() => void connectWallet()}>
            {wallet.kind === 'connecting' ? 'Connecting…' : 'Connect wallet'}
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={Boolean(reason) || !account} aria-disabled={state.kind === 'signing' || state.kind === 'following' || undefined}>
          {state.kind === 'signing' || state.kind === 'following' ? 'Sending…' : 'Send'}
        </button>
      </div>
      {!account && !reason && <p className={runStyles.meta}>Connect a wallet on {label(network)} to send: its account signs.</p>}
      <div role="status" aria-live="polite" className={runStyles.output} data-testid="send-transaction-output">
        {wallet.kind === 'failed' && <p data-testid="send-transaction-wallet-error">The wallet did not connect: {wallet.message}</p>}
        {state.kind === 'signing' && <p>Waiting for your wallet to sign…</p>}
        {(state.kind === 'following' || (state.kind === 'done' && state.result.ok)) && (
          <Progress id={state.kind === 'following' ? state.id : (state.result as {id: string}).id} statuses={state.statuses} network={network} />
        )}
        {state.kind === 'done' && <Result result={state.result} />}
      </div>
    </form>
  );
}

function Progress({id, statuses, network}: {id: string; statuses: TxStatus[]; network: SendNetwork}): React.JSX.Element {
  return (
    <>
      <p className={runStyles.meta}>
        Transaction <span className={styles.id} data-testid="send-transaction-id">{id}</span>
        {network === 'testnet' && (
          <>
            {' '}
            (<a href={explorerLink(id)} target="_blank" rel="noopener noreferrer" data-testid="send-transaction-explorer">on Flowscan</a>)
          </>
        )}
      </p>
      <ol className={styles.statuses} data-testid="send-transaction-statuses">
        {statuses.map((s, i) => (
          <li key={i}>{STATUS_NAMES[s.status] ?? `Status ${s.status}`}</li>
        ))}
      </ol>
    </>
  );
}

function Result({result}: {result: SendOutcome}): React.JSX.Element {
  if (!result.ok) {
    return (
      <>
        <p className={runStyles.meta}>The transaction was not sent:</p>
        <pre className={`${runStyles.result} ${runStyles.failed}`} data-testid="send-transaction-error" tabIndex={0}>
          {result.message}
        </pre>
      </>
    );
  }
  const {outcome} = result;
  switch (outcome.kind) {
    case 'sealed':
      return (
        <>
          <p className={runStyles.meta} data-testid="send-transaction-sealed">
            Sealed with {outcome.status.events.length} event{outcome.status.events.length === 1 ? '' : 's'}:
          </p>
          <ul data-testid="send-transaction-events">
            {outcome.status.events.map((e, i) => (
              <li key={i}>
                <code>{e.type}</code>
                <pre className={runStyles.result} tabIndex={0}>
                  {JSON.stringify(e.data, null, 2)}
                </pre>
              </li>
            ))}
          </ul>
        </>
      );
    case 'failed':
      return (
        <>
          <p className={runStyles.meta}>Sealed with an error; nothing it did was kept:</p>
          <pre className={`${runStyles.result} ${runStyles.failed}`} data-testid="send-transaction-error" tabIndex={0}>
            {blockError(outcome.status.errorMessage, 'transaction')}
          </pre>
        </>
      );
    case 'expired':
      return <p data-testid="send-transaction-error">The transaction expired before a block took it. Send it again.</p>;
    case 'timeout':
      return (
        <p data-testid="send-transaction-error">
          {outcome.why === 'quiet' ? `The node reported nothing new for ${outcome.seconds} s` : `The transaction was not sealed within ${outcome.seconds} s`}
          {outcome.last ? ` (last status: ${STATUS_NAMES[outcome.last.status] ?? outcome.last.status})` : ''}. It may still be sealed: look it up by its ID.
        </p>
      );
    case 'error':
      return <p data-testid="send-transaction-error">Following the transaction failed: {outcome.message}</p>;
  }
}
