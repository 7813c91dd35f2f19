import React, {lazy, Suspense} from 'react';
import type {Props} from '@theme/Error';

const Original = lazy(() => import('@theme-original/ErrorPageContent'));

/**
 * What a page shows when it crashes ("This page crashed", "Try again"): the original, fetched
 * only when a page crashes, not in every page's main.js.
 */
export default function ErrorPageContentWrapper(props: Props): React.JSX.Element {
  return (
    <Suspense fallback={null}>
      <Original {...props} />
    </Suspense>
  );
}
