/**
 * Redoc's reference as a React root of its own inside the page.
 *
 * The server renders it with the rest of the page, so the HTML holds the whole reference.
 * In the browser the page's root leaves that markup alone (its element declares its content
 * as raw HTML, as ClientStyles.tsx does), and this component hydrates it as a second root
 * once the page has hydrated: the Docusaurus shell is interactive without waiting for the
 * reference, and the reference hydrates item by item (HydrateLater.tsx), which only works
 * away from the page's providers (theme, navbar, "is browser"), whose changes would reach
 * every item still waiting and make React render it again from scratch.
 *
 * After a client-side navigation there is no server markup: the reference is rendered.
 */
import React, {startTransition, Suspense, useEffect, useRef, useState} from 'react';
import {createRoot, hydrateRoot, type Root} from 'react-dom/client';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {deferHydration} from './HydrateLater';

interface Props {
  /** The reference: rendered in place on the server, as its own root in the browser. */
  children: React.ReactElement;
  /** Rendered once every part of the reference responds to the reader (when `data-hydrated` is set). */
  afterHydration?: React.ReactNode;
}

export default function RedocIsland({children, afterHydration}: Props): React.JSX.Element {
  const container = useRef<HTMLDivElement>(null);
  // A boundary of its own: the reference's code loads while the server's markup stays (loadReference.ts).
  const app = useRef(<Suspense fallback={null}>{children}</Suspense>);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    const element = container.current!;
    let root: Root;
    if (element.firstChild) {
      void deferHydration(element).then(() => setHydrated(true));
      startTransition(() => {
        root = hydrateRoot(element, app.current);
      });
    } else {
      root = createRoot(element);
      root.render(app.current);
      setHydrated(true);
    }
    // Not while the page's root is committing: React refuses to unmount a root from there.
    return () => void setTimeout(() => root.unmount(), 0);
  }, []);

  if (!ExecutionEnvironment.canUseDOM) return <div className="redoc-island">{app.current}</div>;
  return (
    <>
      <div
        ref={container}
        className="redoc-island"
        data-hydrated={hydrated || undefined}
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
      {hydrated && afterHydration}
    </>
  );
}
