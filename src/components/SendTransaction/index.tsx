import React, {lazy} from 'react';
import PanelToggle from '@site/src/components/PanelToggle';

// The panel, FCL, the plans of the site's transactions and the wallet calls load as one chunk on
// the first press, never with the page (plugins/send-transaction keeps FCL's packages in it).
const Panel = lazy(() => import(/* webpackChunkName: "send-transaction" */ './Panel'));

/**
 * The Send button under a Cadence transaction that the example check sent. plugins/send-transaction
 * puts it there with the `id` of the plan it made at build time.
 */
export default function SendTransaction({id}: {id: string}): React.JSX.Element {
  return <PanelToggle label="Send this transaction" testId="send-transaction-toggle" Panel={Panel} plan={id} />;
}
