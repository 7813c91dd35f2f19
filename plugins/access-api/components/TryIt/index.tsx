/**
 * Adds a "Try it" button under the heading of each operation Redoc renders on /http-api. The
 * console itself (Panel.tsx, its form logic and styles) is a separate chunk, loaded the first
 * time a reader opens a panel, so the page loads no more than these buttons. Nothing is sent
 * to any network until the reader presses Send in a panel.
 */
import React, {lazy, Suspense, useEffect, useState} from 'react';
import {createPortal} from 'react-dom';
import type {OpenApiDocument} from '../../load';

const Panel = lazy(() => import('./Panel'));

interface Slot {
  operationId: string;
  host: HTMLElement;
}

/** Redoc's section of an operation: `[tag/<Tag>/]operation/<operationId>`. */
const sectionSelector = (operationId: string) =>
  `[data-section-id="operation/${operationId}"], [data-section-id$="/operation/${operationId}"]`;

function operationIds(spec: OpenApiDocument): string[] {
  return Object.values(spec.paths ?? {}).flatMap((item) =>
    Object.values(item ?? {})
      .map((op) => op?.operationId)
      .filter((id): id is string => typeof id === 'string' && /^[A-Za-z0-9_-]+$/.test(id)),
  );
}

function TryItButton({spec, operationId}: {spec: OpenApiDocument; operationId: string}): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const panelId = `try-it-${operationId}`;
  return (
    <div className="try-it" style={{margin: '0.5rem 0 1rem'}}>
      <button
        type="button"
        className="button button--sm button--primary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        data-testid={`try-it-toggle-${operationId}`}>
        {open ? 'Close Try it' : 'Try it'}
      </button>
      <div id={panelId}>
        {open && (
          <Suspense fallback={<p role="status">Loading the console…</p>}>
            <Panel spec={spec} operationId={operationId} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

export default function TryIt({spec}: {spec: OpenApiDocument}): React.JSX.Element {
  const [slots, setSlots] = useState<Slot[]>([]);
  useEffect(() => {
    const ids = operationIds(spec);
    const place = () => {
      const found: Slot[] = [];
      for (const operationId of ids) {
        const section = document.querySelector<HTMLElement>(sectionSelector(operationId));
        const heading = section?.querySelector('h2');
        if (!section || !heading) continue;
        let host = section.querySelector<HTMLElement>(':scope .try-it-host');
        if (!host) {
          host = document.createElement('div');
          host.className = 'try-it-host';
          heading.insertAdjacentElement('afterend', host);
        }
        found.push({operationId, host});
      }
      setSlots((previous) =>
        previous.length === found.length && previous.every((slot, i) => slot.host === found[i]?.host) ? previous : found,
      );
    };
    place();
    // Redoc may render (or re-render) its sections after this page mounts: look again at most
    // once a frame, however many nodes it adds.
    let frame = 0;
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(() => ((frame = 0), place()));
    });
    observer.observe(document.querySelector('.api-reference') ?? document.body, {childList: true, subtree: true});
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [spec]);
  return <>{slots.map((slot) => createPortal(<TryItButton spec={spec} operationId={slot.operationId} />, slot.host, slot.operationId))}</>;
}
