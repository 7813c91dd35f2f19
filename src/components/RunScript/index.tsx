import React, {lazy, Suspense, useId, useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

// The panel, the plans of the site's scripts, its checks and the Access API calls load on the
// first press, never with the page.
const Panel = lazy(() => import('./Panel'));

/**
 * The Run button under a Cadence script that the example check ran. plugins/run-script puts it
 * there with the `id` of the plan it made at build time (the script, its parameters, where its
 * imports live on each network). Without JavaScript the button stays disabled: there is nothing
 * it could do.
 */
export default function RunScript({id}: {id: string}): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.runScript}>
      <button
        type="button"
        className={`button button--sm button--outline button--primary ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        disabled={!isBrowser}
        onClick={() => setOpen((o) => !o)}
        data-testid="run-script-toggle">
        Run this script
      </button>
      {open && (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Panel id={panelId} plan={id} />
        </Suspense>
      )}
    </div>
  );
}
