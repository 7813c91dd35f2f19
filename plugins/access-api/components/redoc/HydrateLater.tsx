/**
 * Hydrates Redoc's reference one part (the side menu, a tag's introduction, an operation) at a time.
 *
 * patches.ts wraps the side menu and each item that Redoc's ContentItems renders in <HydrateLater>. On the
 * server it is a Suspense boundary around the item, which React marks in the HTML. In the
 * browser, when the reference is hydrated from that HTML (RedocIsland.tsx calls
 * `deferHydration()` first), each boundary keeps the server's markup, readable and linked,
 * until its turn comes: the boundaries are opened one after another in document order, each
 * once the one before it has committed, so hydration is a row of short tasks instead of a
 * few long ones that block a phone's main thread for a second or more.
 *
 * A reader does not wait for their turn: a pointer or key event inside a boundary that is
 * still closed opens it (and the boundaries it sits in) before React sees the event, and
 * React then hydrates it at once and delivers the event.
 *
 * A boundary that has not hydrated takes any update as a reason to throw its markup away and
 * render its fallback, and a change of any context above it counts as one. That is why the
 * reference is its own React root (RedocIsland.tsx), away from the Docusaurus providers whose
 * values change after the page has hydrated.
 */
import React, {memo, Suspense, useEffect, type ComponentType} from 'react';

/** A part waiting for its turn: React holds its boundary until the promise settles. */
interface Gate {
  promise: Promise<void>;
  resolve: () => void;
}

/** Ids of the parts allowed to hydrate: their turn came, or a reader reached them (an id and every id it is nested in). */
const opened = new Set<string>();
const gates = new Map<string, Gate>();
/** The items the server's markup holds, and those hydrated so far. */
let expected = new Set<string>();
const committedIds = new Set<string>();
let deferring = false;
let current: string | null = null;
let pumpTimer: ReturnType<typeof setTimeout> | undefined;
let finished: (() => void) | undefined;

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'click'] as const;
/** Parts that are not an item of the content (which carry their id), by the element they are in. */
const REGIONS: Record<string, string> = {menu: '.menu-content'};
const elementOf = (id: string) => document.querySelector(REGIONS[id] ?? `[data-section-id="${CSS.escape(id)}"]`);

function gateFor(id: string): Gate {
  let gate = gates.get(id);
  if (!gate) {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    gate = {promise, resolve};
    gates.set(id, gate);
  }
  return gate;
}

const isOpen = (id: string) => !deferring || opened.has(id);

function open(id: string): void {
  opened.add(id);
  gates.get(id)?.resolve();
}

/** Opens the next closed boundary in document order, or ends the deferral when none is left. */
function pump(): void {
  pumpTimer = undefined;
  if (current !== null) return;
  let next: string | undefined;
  let nextSection: Element | null = null;
  for (const id of gates.keys()) {
    if (opened.has(id)) continue;
    const section = elementOf(id);
    if (next === undefined || (section && nextSection && section.compareDocumentPosition(nextSection) & Node.DOCUMENT_POSITION_FOLLOWING)) {
      next = id;
      nextSection = section;
    }
  }
  if (next === undefined) {
    // Items inside an item register once that one hydrates: done when every item has.
    if ([...expected].every((id) => committedIds.has(id))) stopDeferring();
    return;
  }
  current = next;
  open(next);
}

function schedulePump(): void {
  // A task of its own: the browser paints and handles input between two boundaries.
  if (pumpTimer === undefined) pumpTimer = setTimeout(pump, 0);
}

function committed(id: string): void {
  if (!deferring) return;
  committedIds.add(id);
  if (current === id) current = null;
  schedulePump();
}

/** Opens the boundaries around the event's target before React handles the event. */
function onInteraction(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  for (const [id, selector] of Object.entries(REGIONS)) if (target?.closest(selector)) open(id);
  let section = target?.closest('[data-section-id]') ?? null;
  while (section) {
    // An operation's item is "tag/Blocks/operation/getBlocks", inside the item "tag/Blocks" (and
    // its inner element is "operation/getBlocks"): open the id and every prefix of it.
    const parts = section.getAttribute('data-section-id')!.split('/');
    for (let i = 1; i <= parts.length; i += 1) open(parts.slice(0, i).join('/'));
    section = section.parentElement?.closest('[data-section-id]') ?? null;
  }
}

function stopDeferring(): void {
  deferring = false;
  for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
  finished?.();
}

/**
 * Called before the reference is hydrated from the server's HTML in `container`: from here
 * until every item has hydrated, items wait for their turn. Resolves when the last has.
 */
export function deferHydration(container: Element): Promise<void> {
  deferring = true;
  current = null;
  gates.clear();
  opened.clear();
  committedIds.clear();
  // React marks each boundary in the HTML with a <!--$--> comment; an item's first element
  // carries its id, a region's is inside the region.
  expected = new Set();
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const first = node.nodeValue === '$' ? node.nextSibling : null;
    if (!(first instanceof Element)) continue;
    const id = first.getAttribute('data-section-id') ?? Object.keys(REGIONS).find((region) => first.closest(REGIONS[region]!));
    if (id) expected.add(id);
  }
  for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, true);
  const allHydrated = new Promise<void>((resolve) => (finished = resolve));
  schedulePump();
  return allHydrated;
}

function Committed({id}: {id: string}): null {
  useEffect(() => committed(id), [id]);
  return null;
}

function Gate({id, children}: {id: string; children: React.ReactNode}): React.JSX.Element {
  if (!isOpen(id)) {
    schedulePump();
    // React 18's way to suspend: the boundary keeps the server's markup until the promise settles.
    throw gateFor(id).promise;
  }
  return (
    <>
      {children}
      <Committed id={id} />
    </>
  );
}

interface Props {
  id: string;
  Item: ComponentType<never>;
  /** Item's props. */
  props: Record<string, unknown>;
}

const sameProps = (a: Props, b: Props) =>
  a.id === b.id && a.Item === b.Item && Object.keys({...a.props, ...b.props}).every((key) => Object.is(a.props[key], b.props[key]));

/**
 * One part behind its boundary. Memoised on its props: a re-render of Redoc that hands the same
 * item (or menu) must not count as an update to a boundary still waiting.
 */
export const HydrateLater = memo(function HydrateLater({id, Item, props}: Props): React.JSX.Element {
  const Part = Item as ComponentType<Record<string, unknown>>;
  return (
    <Suspense fallback={null}>
      <Gate id={id}>
        <Part {...props} />
      </Gate>
    </Suspense>
  );
}, sameProps);
