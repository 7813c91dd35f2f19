import React from 'react';
import Translate from '@docusaurus/Translate';

/**
 * The one quiet line that says Typesense did not answer and the embedded index did
 * (src/search/withFallback.ts). The status region stays in place, empty, while Typesense
 * answers, so that a screen reader announces the line when it appears.
 */
export default function FallbackNotice({active, className}: {active: boolean; className?: string}): React.JSX.Element {
  return (
    <div role="status" className={className}>
      {active ? (
        <Translate id="theme.SearchBar.fallbackNotice">
          Search service unreachable; showing results from the built-in index.
        </Translate>
      ) : null}
    </div>
  );
}
