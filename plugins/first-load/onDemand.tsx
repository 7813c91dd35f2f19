/**
 * A theme component that the production browser build leaves out of every page's code: it is
 * fetched when something first renders it, and shows nothing until then. For the components that
 * the pages needing them import themselves (recma.ts) or that a page renders only in a case the
 * islands do not cover (region.tsx): a safety net, never a part of a first load.
 */
import React, {Suspense, lazy, type ComponentType} from 'react';

export function loadedWhenRendered<P extends object>(load: () => Promise<{default: ComponentType<P>}>): ComponentType<P> {
  const Component = lazy(load) as unknown as ComponentType<P>;
  return function LoadedWhenRendered(props: P): React.JSX.Element {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
