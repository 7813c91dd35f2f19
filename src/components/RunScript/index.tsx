import React, {lazy} from 'react';
import PanelToggle from '@site/src/components/PanelToggle';

// The panel, the plans of the site's scripts, its checks and the Access API calls load on the
// first press, never with the page.
const Panel = lazy(() => import('./Panel'));

/**
 * The Run button under a Cadence script that the example check ran. plugins/run-script puts it
 * there with the `id` of the plan it made at build time (the script, its parameters, where its
 * imports live on each network).
 */
export default function RunScript({id}: {id: string}): React.JSX.Element {
  return <PanelToggle label="Run this script" testId="run-script-toggle" Panel={Panel} plan={id} />;
}
