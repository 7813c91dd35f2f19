/**
 * The Try-it console of one operation: network, parameters (prefilled from the description's
 * examples), the Cadence script and arguments of POST /scripts or the JSON body of POST
 * /transactions. Input is checked against the description before anything is sent; Send shows
 * the status, the time taken and the JSON answer (a node's Error body included), and a curl line
 * for the same request. GET /subscribe_events opens a WebSocket and shows its first messages.
 */
import React, {useId, useInsertionEffect, useMemo, useRef, useState} from 'react';
import type {OpenApiDocument} from '../../load';
import {buildRequest, networkOrigins, operationForms, type BuiltRequest, type NetworkId} from './request';
import {panelCss} from './styles';
import NetworkSelect from '../../../../src/components/NetworkSelect';
import CopyButton from '../../../../src/components/CopyButton';

const styles = {panel: 'try-it__panel', row: 'try-it__row', where: 'try-it__where', error: 'try-it__error', actions: 'try-it__actions', answer: 'try-it__answer', code: 'try-it__code', curl: 'try-it__curl', curlRow: 'try-it__curlRow'};

interface Answer {
  status: number | null;
  statusText: string;
  ms: number;
  text: string;
  /** POST /scripts: the decoded JSON-Cadence value. */
  decoded?: string;
}

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function decodeScriptResult(text: string): string | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'string') return undefined;
    const bytes = Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
    return JSON.stringify(JSON.parse(new TextDecoder().decode(bytes)), null, 2);
  } catch {
    return undefined;
  }
}

async function send(request: BuiltRequest, websocket: boolean): Promise<Answer> {
  const started = performance.now();
  if (websocket) {
    return new Promise((resolve) => {
      const messages: string[] = [];
      const socket = new WebSocket(request.url);
      const finish = (statusText: string) => {
        socket.close();
        resolve({status: null, statusText, ms: Math.round(performance.now() - started), text: messages.map(pretty).join('\n')});
      };
      const timer = setTimeout(() => finish(`${messages.length} message(s) in 10 s, then closed`), 10_000);
      socket.onmessage = (event) => {
        messages.push(String(event.data));
        if (messages.length >= 3) {
          clearTimeout(timer);
          finish('the first 3 messages, then closed');
        }
      };
      socket.onclose = (event) => {
        clearTimeout(timer);
        resolve({status: null, statusText: `closed with code ${event.code}${event.reason ? `: ${event.reason}` : ''}`, ms: Math.round(performance.now() - started), text: messages.map(pretty).join('\n')});
      };
      socket.onerror = () => undefined;
    });
  }
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.body === undefined ? undefined : {'Content-Type': 'application/json'},
      body: request.body,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    return {status: response.status, statusText: response.statusText, ms: Math.round(performance.now() - started), text};
  } catch (error) {
    return {
      status: null,
      statusText: `no answer: ${(error as Error).message}. Is the node reachable from this browser (for the local emulator: is it running on port 8888)?`,
      ms: Math.round(performance.now() - started),
      text: '',
    };
  }
}

/**
 * The console's CSS, in one <style> in the document's head, added when the first panel opens
 * (before it is painted). A <style> in each panel repeated it, and a <style> in the body may style
 * only its parent and what follows it: with two panels open the second one's rules reached the
 * first (the Nu HTML Checker's error, e2e/markup.spec.ts).
 */
const PANEL_CSS_ID = 'try-it-css';
function usePanelCss(): void {
  useInsertionEffect(() => {
    if (document.getElementById(PANEL_CSS_ID)) return;
    const style = document.createElement('style');
    style.id = PANEL_CSS_ID;
    style.textContent = panelCss;
    document.head.append(style);
  }, []);
}

export default function Panel({spec, operationId}: {spec: OpenApiDocument; operationId: string}): React.JSX.Element {
  usePanelCss();
  const form = useMemo(() => operationForms(spec).find((f) => f.operationId === operationId), [spec, operationId]);
  const id = useId();
  const [network, setNetwork] = useState<NetworkId>('testnet');
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries((form?.fields ?? []).map((f) => [f.name, f.initial])));
  const [script, setScript] = useState(form?.body?.kind === 'script' ? form.body.script : '');
  const [args, setArgs] = useState(form?.body?.kind === 'script' ? form.body.arguments : '');
  const [json, setJson] = useState(form?.body?.kind === 'json' ? form.body.text : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [request, setRequest] = useState<BuiltRequest | null>(null);
  const errorSummary = useRef<HTMLDivElement>(null);
  if (!form) return <p>This operation has no operationId, so it cannot be tried here.</p>;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = buildRequest(spec, form, {network, values, script, arguments: args, json}, networkOrigins());
    if (!checked.ok) {
      setErrors(checked.errors);
      setAnswer(null);
      setRequest(null);
      requestAnimationFrame(() => errorSummary.current?.focus());
      return;
    }
    setErrors({});
    setRequest(checked.request);
    setBusy(true);
    setAnswer(null);
    const result = await send(checked.request, form.websocket);
    if (form.path === '/scripts' && result.status === 200) result.decoded = decodeScriptResult(result.text);
    setAnswer(result);
    setBusy(false);
  };

  const field = (name: string) => `${id}-${name}`;
  const errorOf = (name: string) =>
    errors[name] ? (
      <p id={`${field(name)}-error`} className={styles.error}>
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string, extra?: string) => [errors[name] ? `${field(name)}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate aria-label={`Try ${form.method} ${form.path}`} data-testid={`try-it-${operationId}`}>
      <div className={styles.row}>
        <label htmlFor={field('network')}>Network</label>
        <NetworkSelect id={field('network')} value={network} onChange={setNetwork} />
      </div>
      {form.fields.map((f) => (
        <div className={styles.row} key={f.name}>
          <label htmlFor={field(f.name)}>
            <code>{f.name}</code> <span className={styles.where}>({f.in}{f.required ? ', required' : ''})</span>
          </label>
          <input
            id={field(f.name)}
            name={f.name}
            value={values[f.name] ?? ''}
            onChange={(e) => setValues({...values, [f.name]: e.target.value})}
            aria-invalid={Boolean(errors[f.name])}
            aria-describedby={described(f.name)}
            placeholder={f.example ? `e.g. ${f.example}` : undefined}
            autoComplete="off"
            spellCheck={false}
          />
          {errorOf(f.name)}
        </div>
      ))}
      {form.body?.kind === 'script' && (
        <>
          <div className={styles.row}>
            <label htmlFor={field('script')}>Cadence script</label>
            <textarea id={field('script')} rows={6} value={script} onChange={(e) => setScript(e.target.value)} aria-invalid={Boolean(errors.script)} aria-describedby={described('script')} spellCheck={false} />
            {errorOf('script')}
          </div>
          <div className={styles.row}>
            <label htmlFor={field('arguments')}>Arguments (a JSON list of JSON-Cadence values; sent base64-encoded)</label>
            <textarea id={field('arguments')} rows={4} value={args} onChange={(e) => setArgs(e.target.value)} aria-invalid={Boolean(errors.arguments)} aria-describedby={described('arguments')} spellCheck={false} />
            {errorOf('arguments')}
          </div>
        </>
      )}
      {form.body?.kind === 'json' && (
        <div className={styles.row}>
          <label htmlFor={field('json')}>Request body (JSON, signed beforehand: this page signs nothing)</label>
          <textarea id={field('json')} rows={10} value={json} onChange={(e) => setJson(e.target.value)} aria-invalid={Boolean(errors.json)} aria-describedby={described('json')} spellCheck={false} />
          {errorOf('json')}
        </div>
      )}
      {Object.keys(errors).length > 0 && (
        <div ref={errorSummary} tabIndex={-1} role="alert" className={styles.error} data-testid="try-it-errors">
          Nothing was sent: {Object.keys(errors).length === 1 ? 'one field needs' : `${Object.keys(errors).length} fields need`} fixing.
        </div>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Sending…' : 'Send'}
        </button>
      </div>
      <div aria-live="polite" data-testid="try-it-answer">
        {answer && (
          <div className={styles.answer}>
            <p data-testid="try-it-status">
              <strong>{answer.status ?? 'No HTTP status'}</strong> {answer.statusText} · {answer.ms} ms
            </p>
            {answer.text && (
              <pre className={styles.code} tabIndex={0} aria-label="Answer body" data-testid="try-it-body">
                {pretty(answer.text)}
              </pre>
            )}
            {answer.decoded && (
              <>
                <p>The returned value, decoded from base64:</p>
                <pre className={styles.code} tabIndex={0} aria-label="Decoded script result" data-testid="try-it-decoded">
                  {answer.decoded}
                </pre>
              </>
            )}
          </div>
        )}
      </div>
      {request && (
        <div className={styles.curl}>
          <label htmlFor={field('curl')}>The same request on the command line</label>
          <div className={styles.curlRow}>
            <input id={field('curl')} readOnly value={request.curl} data-testid="try-it-curl" spellCheck={false} />
            <CopyButton text={request.curl} className="button button--secondary button--sm" />
          </div>
        </div>
      )}
    </form>
  );
}
