import React, {Suspense, useId, useState, type ComponentType, type LazyExoticComponent} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

/**
 * A button under a doc block that opens its panel below it: the Run button of scripts and the Send
 * button of transactions. The caller passes its panel as a lazy component, so the panel's code
 * loads on the first press, never with the page. Without JavaScript the button stays disabled:
 * there is nothing it could do.
 */
export default function PanelToggle({
  label,
  testId,
  Panel,
  plan,
}: {
  label: string;
  testId: string;
  Panel: LazyExoticComponent<ComponentType<{id: string; plan: string}>>;
  plan: string;
}): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.panelToggle}>
      <button
        type="button"
        className={`button button--sm button--outline button--primary ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        disabled={!isBrowser}
        onClick={() => setOpen((o) => !o)}
        data-testid={testId}>
        {label}
      </button>
      {open && (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Panel id={panelId} plan={plan} />
        </Suspense>
      )}
    </div>
  );
}
