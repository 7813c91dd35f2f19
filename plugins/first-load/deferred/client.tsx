/**
 * Parts of a page that a reader uses only by interacting with them (the docs sidebar, the tables of
 * contents, the page's own buttons), rendered by their code only from the reader's first
 * interaction instead of from the first load.
 *
 * The server renders such a part as before. In the production browser build, the part's code is a
 * separate chunk, fetched at the reader's first interaction with the page (a pointer, a key, a
 * touch, a scroll, a wheel, back or forward). Until it is in, the part is its own server markup:
 * React hydrates its root element and leaves the inside as the server wrote it (as the islands
 * do), whatever re-renders around it. When the code is in, the part renders itself in its place,
 * the same markup, and what the reader was doing carries over to the new elements:
 * - a click (or a key that clicks) inside the part while its code was on its way is held, then
 *   sent to the same place in the rendered part (without this, a link would load its page whole,
 *   and a button would do nothing); a pointer pressed on a waiting part holds the swaps back
 *   until its click has come, since the browser drops a click whose pressed element has gone;
 * - focus inside the part, and the part's scroll positions, move to the same places.
 * Its links work while it waits, through the router (useInSiteLinks).
 *
 * `docusaurus start` and the server build (the bundler constant is false) render the part at once.
 */
import React, {useEffect, useLayoutEffect, useRef, useState, type ComponentType} from 'react';
import {markupOf, ServerMarkup, type IslandEntry} from '../islands/markup';

/** The events that count as the reader's first interaction (back and forward among them: a page they show is rendered anew). */
export const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin', 'popstate'] as const;

/**
 * Resolves at the reader's first interaction with the page, or at once if there has been one
 * (listened for from the moment this module runs, before React hydrates).
 */
let interaction: Promise<void> | null = null;
if (typeof window !== 'undefined') {
  interaction = new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, done, {capture: true, passive: true});
  });
}

export function firstInteraction(): Promise<void> {
  return interaction ?? Promise.resolve();
}

const hydrated = () => document.documentElement.dataset.hasHydrated === 'true';

/** Where an element is inside a part: the child indexes from the part's root down to it. */
export function pathIn(root: Element, element: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = element; node !== root; node = node.parentElement) {
    if (!node?.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

/** The element at `path` under `root`, if the markup has one there. */
export function atPath(root: Element, path: number[]): Element | null {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node ?? null;
}

/** A part shown as its server markup while its code loads: its root element, and the clicks held for it. */
interface Waiting {
  root: Element;
  /** Each held click, and where it landed; the event is its own init (MouseEvent reads its fields: coordinates, keys, buttons). */
  clicks: Array<{path: number[]; init: MouseEvent}>;
}

const waiting = new Set<Waiting>();

/**
 * Settles once no pointer pressed inside a waiting part is down any more, its click dispatched:
 * swaps wait for it, since the browser sends no click at all when the element pressed is gone by
 * the time the pointer is released (a swap between the two lost a reader's first click).
 */
let pressEnded: Promise<unknown> = Promise.resolve();
let endPress: (() => void) | undefined;

function holdClicks(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target || !event.isTrusted) return;
  for (const part of waiting) {
    const path = part.root.contains(target) ? pathIn(part.root, target) : null;
    if (!path) continue;
    event.preventDefault();
    event.stopImmediatePropagation();
    part.clicks.push({path, init: event});
    return;
  }
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', holdClicks, true);
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (event.isTrusted && [...waiting].some((part) => part.root.contains(event.target as Node))) pressEnded = new Promise<void>((resolve) => (endPress = resolve));
    },
    true,
  );
  // The press's click comes in the same task, right after pointerup: release after it.
  for (const type of ['pointerup', 'pointercancel']) document.addEventListener(type, () => setTimeout(() => endPress?.()), true);
}

/** What the reader had inside a part when its code came in: the focused element, and scrolled elements. */
interface Carried {
  focus: number[] | null;
  scrolls: Array<{path: number[]; top: number; left: number}>;
}

function carry(root: Element): Carried {
  const active = document.activeElement;
  const scrolls: Carried['scrolls'] = [];
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    if (element.scrollTop || element.scrollLeft) scrolls.push({path: pathIn(root, element)!, top: element.scrollTop, left: element.scrollLeft});
  }
  return {focus: active && root.contains(active) ? pathIn(root, active) : null, scrolls};
}

function restore(root: Element, carried: Carried): void {
  for (const {path, top, left} of carried.scrolls) {
    const element = atPath(root, path);
    if (element) {
      element.scrollTop = top;
      element.scrollLeft = left;
    }
  }
  if (carried.focus) (atPath(root, carried.focus) as HTMLElement | null)?.focus({preventScroll: true});
}

function replay(root: Element, clicks: Waiting['clicks']): void {
  for (const {path, init} of clicks) atPath(root, path)?.dispatchEvent(new MouseEvent('click', init));
}

/**
 * A component whose code waits for the reader's first interaction. `selector` finds its root
 * element in the server markup (one per page; null for a part the server does not render, which
 * shows nothing until its code is in); `load` imports it; `now` is the component itself, for the
 * builds that render it at once (`__FIRST_LOAD_ISLANDS__ ? null : require(…).default`).
 */
export function deferred<P extends object>(selector: string | null, load: () => Promise<{default: ComponentType<P>}>, now: ComponentType<P> | null): ComponentType<P> {
  if (now) return now;
  let code: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= firstInteraction()
      .then(load)
      .then((module) => (code = module.default)));

  return function Deferred(props: P): React.JSX.Element | null {
    // The server's markup, read as the page hydrates; a part rendered later has none to stand in for it.
    const [stand] = useState<IslandEntry | null>(() => {
      const element = code || selector === null || hydrated() ? null : document.querySelector(selector);
      return element && markupOf(element);
    });
    const [Code, setCode] = useState<ComponentType<P> | null>(() => code);
    const root = useRef<Element>(null);
    const swap = useRef<{parent: Element; index: number; element: Element; carried?: Carried; part: Waiting} | null>(null);
    const held = useRef<{root: Element; clicks: Waiting['clicks']} | null>(null);

    useLayoutEffect(() => {
      if (Code) return undefined;
      const element = root.current;
      const part: Waiting | null = element ? {root: element, clicks: []} : null;
      if (part) waiting.add(part);
      let live = true;
      void start().then(async (component) => {
        await pressEnded;
        if (!live) return;
        if (part && element?.parentElement) {
          swap.current = {parent: element.parentElement, index: Array.prototype.indexOf.call(element.parentElement.children, element), element, part};
        }
        setCode(() => component);
      });
      return () => {
        live = false;
        if (part && !swap.current) waiting.delete(part);
      };
    }, [Code]);

    // Where the reader was, before the new elements are painted.
    useLayoutEffect(() => {
      const done = swap.current;
      if (!Code || !done) return;
      swap.current = null;
      waiting.delete(done.part);
      const rendered = done.parent.children[done.index];
      if (!rendered) return;
      if (done.carried) restore(rendered, done.carried);
      held.current = {root: rendered, clicks: done.part.clicks};
    }, [Code]);

    // The held clicks, once the part's own effects have run (it may read its state in them).
    useEffect(() => {
      const clicks = held.current;
      held.current = null;
      if (clicks) replay(clicks.root, clicks.clicks);
    }, [Code]);

    if (Code) {
      // Read where the reader is as late as can be: while React renders the part, just before it
      // replaces the server's elements (an update from a promise renders and commits in one go).
      if (swap.current && !swap.current.carried) swap.current.carried = carry(swap.current.element);
      return <Code {...props} />;
    }
    return stand && <ServerMarkup entry={stand} elementRef={root} />;
  };
}
