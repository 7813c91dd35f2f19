/**
 * Keeps a jump of Redoc's (a side-menu click, a link to an operation) on its target while the
 * reference lays itself out around it.
 *
 * Each top-level item of the reference is laid out only as it nears the viewport
 * (`content-visibility: auto` with a 12,000 px placeholder, in ApiReferencePage/styles.ts).
 * Redoc jumps with `scrollIntoView()` against those placeholders; the frame after, the items
 * around the target take their real, shorter height. The browser's scroll anchoring usually
 * holds the target in place, but not always (for one, after the reader has just scrolled the
 * page): the content above the target shrinks by thousands of pixels, the page lands on some
 * later operation or its end, and Redoc's scroll tracking marks that one active and folds the
 * chosen operation's group in the side menu.
 *
 * So, after each jump and until the target has held still for a few frames, the jump is made
 * again whenever the target moves, and the scroll tracking keeps the entry Redoc has just
 * activated. The reader's own wheel, touch, key or pointer ends this at once.
 */
import type {ScrollService} from 'redoc';

/** Frames in a row the target must hold still, and the most frames to wait for that. */
const STILL_FRAMES = 6;
const MAX_FRAMES = 180;
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export function settleScrolls(scroll: ScrollService): void {
  if (typeof window === 'undefined') return;
  const jump = scroll.scrollIntoView.bind(scroll);
  const isBelow = scroll.isElementBellow.bind(scroll);
  const isAbove = scroll.isElementAbove.bind(scroll);
  let stop: (() => void) | undefined;

  // While a jump settles, Redoc's scroll tracking (MenuStore.updateOnScroll) finds every next
  // item below and every item above: it stops on the active entry and changes nothing.
  scroll.isElementBellow = (el) => (stop ? true : isBelow(el));
  scroll.isElementAbove = (el) => (stop ? true : isAbove(el));

  scroll.scrollIntoView = (element) => {
    stop?.();
    jump(element);
    if (!element) return;
    let wanted = element.getBoundingClientRect().top;
    let still = 0;
    let frames = 0;
    let frame = 0;
    const end = () => {
      cancelAnimationFrame(frame);
      for (const type of READER_INPUT) window.removeEventListener(type, end, true);
      if (stop === end) stop = undefined;
    };
    const check = () => {
      frames += 1;
      const top = element.getBoundingClientRect().top;
      if (Math.abs(top - wanted) > 1) {
        jump(element);
        wanted = element.getBoundingClientRect().top;
        still = 0;
      } else {
        still += 1;
      }
      if (still >= STILL_FRAMES || frames >= MAX_FRAMES || !element.isConnected) end();
      else frame = requestAnimationFrame(check);
    };
    for (const type of READER_INPUT) window.addEventListener(type, end, {capture: true, passive: true});
    stop = end;
    frame = requestAnimationFrame(check);
  };
}
