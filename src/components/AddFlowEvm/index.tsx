import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {evmNetworkKeys, evmNetworks, type EvmNetworkKey} from '@site/src/data/evmNetworks';
import type * as WalletModule from './wallet';
import type {FoundWallet} from './wallet';
import styles from './styles.module.css';

type Status =
  | {kind: 'idle'; text: string}
  | {kind: 'working'; text: string}
  | {kind: 'choosing'; network: EvmNetworkKey; wallets: FoundWallet[]}
  | {kind: 'done'; text: string}
  | {kind: 'failed'; text: string}
  | {kind: 'no-wallet'};

export interface AddFlowEvmProps {
  /**
   * Shown under "No EVM wallet found": where to get one. Written in the page's Markdown, so its
   * link is a relative `.md` link that Docusaurus resolves and checks.
   */
  children?: ReactNode;
}

/**
 * "Add Flow EVM Mainnet" and "Add Flow EVM Testnet": each asks the reader's browser wallet to add
 * the network and switch to it, with the values of src/data/evmNetworks.ts. The wallet code
 * (./wallet.ts) loads with import() on the first press; until then the page has only the buttons.
 */
export default function AddFlowEvm({children}: AddFlowEvmProps): React.JSX.Element {
  const [status, setStatus] = useState<Status>({kind: 'idle', text: ''});
  const running = useRef(false);
  const pressed = useRef<HTMLButtonElement | null>(null);
  const resolveChoice = useRef<((wallet: FoundWallet | null) => void) | null>(null);
  const firstChoice = useRef<HTMLButtonElement>(null);
  const chooserLabel = useId();
  const busy = status.kind === 'working' || status.kind === 'choosing';

  useEffect(() => {
    if (status.kind === 'choosing') firstChoice.current?.focus();
  }, [status.kind]);

  const choose = (wallet: FoundWallet | null) => {
    const resolve = resolveChoice.current;
    resolveChoice.current = null;
    pressed.current?.focus();
    resolve?.(wallet);
  };

  async function add(key: EvmNetworkKey, button: HTMLButtonElement) {
    // A press while another is under way would stack prompts in the wallet.
    if (running.current) return;
    running.current = true;
    pressed.current = button;
    const network = evmNetworks[key];
    let walletName = 'your wallet';
    let wallet: typeof WalletModule | undefined;
    try {
      setStatus({kind: 'working', text: 'Looking for a wallet in this browser…'});
      try {
        wallet = await import('./wallet');
      } catch {
        setStatus({kind: 'failed', text: 'The code that talks to wallets did not load. Check your connection, then press the button again.'});
        return;
      }
      const found = await wallet.findWallets();
      if (found.length === 0) {
        setStatus({kind: 'no-wallet'});
        return;
      }
      const chosen =
        found.length === 1
          ? found[0]!
          : await new Promise<FoundWallet | null>((resolve) => {
              resolveChoice.current = resolve;
              setStatus({kind: 'choosing', network: key, wallets: found});
            });
      if (!chosen) {
        setStatus({kind: 'idle', text: 'Cancelled: no wallet was asked anything.'});
        return;
      }
      walletName = chosen.name;
      setStatus({kind: 'working', text: `Asking ${walletName} for ${network.name}. Confirm in the wallet if it asks you to.`});
      const outcome = await wallet.addFlowEvm(chosen.provider, network);
      const message = wallet.outcomeMessage(network, outcome, walletName);
      setStatus({kind: message.ok ? 'done' : 'failed', text: message.text});
    } catch (error) {
      setStatus({kind: 'failed', text: wallet ? wallet.failureMessage(error, network, walletName) : String(error)});
    } finally {
      running.current = false;
    }
  }

  return (
    <div role="group" aria-label="Add Flow EVM to your wallet" className={styles.addFlowEvm}>
      <div className={styles.buttons}>
        {evmNetworkKeys.map((key) => (
          <button
            key={key}
            type="button"
            className={clsx('button button--primary', styles.button)}
            aria-disabled={busy || undefined}
            onClick={(event) => void add(key, event.currentTarget)}>
            Add {evmNetworks[key].name}
          </button>
        ))}
      </div>
      {status.kind === 'choosing' && (
        <div
          role="group"
          aria-labelledby={chooserLabel}
          className={styles.chooser}
          onKeyDown={(event) => {
            if (event.key === 'Escape') choose(null);
          }}>
          <p id={chooserLabel} className={styles.chooserLabel}>
            This browser has several wallets. Which one should add {evmNetworks[status.network].name}?
          </p>
          <ul className={styles.choices}>
            {status.wallets.map((found, i) => (
              <li key={found.id}>
                <button
                  ref={i === 0 ? firstChoice : undefined}
                  type="button"
                  className={clsx('button button--outline button--primary', styles.choice)}
                  onClick={() => choose(found)}>
                  {found.icon && <img src={found.icon} alt="" width={24} height={24} className={styles.icon} />}
                  {found.name}
                </button>
              </li>
            ))}
            <li>
              <button type="button" className={clsx('button button--outline button--secondary', styles.choice)} onClick={() => choose(null)}>
                Cancel
              </button>
            </li>
          </ul>
        </div>
      )}
      <div role="status" className={clsx(styles.status, status.kind === 'done' && styles.done, (status.kind === 'failed' || status.kind === 'no-wallet') && styles.failed)}>
        {status.kind === 'no-wallet' ? (
          <>
            <p>No EVM wallet found in this browser. Install one and reload this page, then press the button again.</p>
            {children}
          </>
        ) : status.kind === 'choosing' ? null : (
          status.text && <p>{status.text}</p>
        )}
      </div>
    </div>
  );
}
