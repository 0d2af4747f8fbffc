import { useEffect, useRef, useState } from 'react';

/** How far each of the carousel's steps moves it: its Previous and its Next. */
const steps = { previous: -1, next: 1 } as const;
export type Step = keyof typeof steps;

/** The id of slide `index` (0-based), which its neighbours' links and the address name. */
export const slideId = (index: number) => `testimonial-${index + 1}`;

/** The slide a `#testimonial-n` address names, if any. */
function slideInAddress(count: number) {
  for (let index = 0; index < count; index++)
    if (location.hash === `#${slideId(index)}`) return index;
  return null;
}
/** Browsers without `scrollend` (Safari before 26.2): a strip quiet this long has stopped. */
const scrollQuietMs = 150;
/** The events that end a press on a slide's link, after which the shared row may take over. */
const pressEnds = ['pointerup', 'pointercancel'];

/**
 * The carousel's state over a strip of `count` slides: the slide shown, whether the shared row
 * has taken over from the slides' links, and the handlers that keep the two in step with the
 * strip. Each tap counts from the slide the last one heads to.
 */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  /** False in the HTML and while React hydrates; true once the shared row has taken over. */
  const [hydrated, setHydrated] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const buttons = useRef<Partial<Record<Step, HTMLButtonElement | null>>>({});
  /** The shared button to focus once the row has taken over: the slide link that had focus. */
  const refocus = useRef<Step | null>(null);
  /** The slide the buttons sent the strip to, until it gets there or the visitor takes over. */
  const pending = useRef<number | null>(null);
  const scrollQuiet = useRef<number | undefined>(undefined);
  /** The slide a step from slide `from` shows, wrapping both ways. */
  const neighbour = (from: number, step: Step) => (from + steps[step] + count) % count;

  function syncWithStrip() {
    const element = track.current;
    if (!element?.clientWidth) return;
    const at = Math.round(element.scrollLeft / element.clientWidth);
    // A scroll that ends short of the buttons' target (one tap overtaken by the next) is not
    // where the visitor is going: counting from it would lose the later taps.
    if (pending.current !== null) {
      if (at !== pending.current) return;
      pending.current = null;
    }
    setIndex(at);
  }

  /** Where the strip is, or, while a slide's link is still scrolling it, where it is going. */
  function syncWithAddressOrStrip() {
    const element = track.current;
    if (!element?.clientWidth) return;
    const position = element.scrollLeft / element.clientWidth;
    const heading = slideInAddress(count);
    if (heading !== null && Math.abs(position - Math.round(position)) > 0.01) setIndex(heading);
    else syncWithStrip();
  }

  // Hydration. Taps before it, or a #testimonial-n address, may have moved the strip already, and
  // may still be moving it: count from the slide it is heading to. Then the shared row takes over
  // from the slides' links, but not under a pressed pointer: a mouse pressed on a link and released
  // on the button that replaced it would click neither, so a press in progress finishes on the
  // link first. Keyboard focus on a link moves to the shared button that replaces it.
  useEffect(() => {
    const element = track.current;
    syncWithAddressOrStrip();
    // A slide's link followed just before the hand-over: its hashchange comes after it.
    const followLink = () => {
      const heading = slideInAddress(count);
      if (heading === null) return;
      pending.current = null;
      setIndex(heading);
    };
    addEventListener('hashchange', followLink);
    let handOverTimer: number | undefined;
    const handOver = () => {
      for (const kind of pressEnds) removeEventListener(kind, handOverAfterClick, true);
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && element?.contains(focused) && focused.dataset.step)
        refocus.current = focused.dataset.step as Step;
      setHydrated(true);
    };
    // The click follows pointerup in the same task; the hand-over waits for the next one.
    const handOverAfterClick = () => (handOverTimer = window.setTimeout(handOver));
    if (element?.querySelector('a:active')) {
      for (const kind of pressEnds) addEventListener(kind, handOverAfterClick, true);
    } else handOver();
    return () => {
      removeEventListener('hashchange', followLink);
      for (const kind of pressEnds) removeEventListener(kind, handOverAfterClick, true);
      clearTimeout(handOverTimer);
      clearTimeout(scrollQuiet.current);
    };
    // Once, at hydration: the handlers read the strip and the address, not props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!hydrated || !refocus.current) return;
    buttons.current[refocus.current]?.focus({ preventScroll: true });
    refocus.current = null;
  }, [hydrated]);

  /** Where `scrollend` is missing, a strip that has stopped scrolling for a moment has ended. */
  function onScroll() {
    if (window.onscrollend !== undefined) return;
    clearTimeout(scrollQuiet.current);
    scrollQuiet.current = window.setTimeout(syncWithStrip, scrollQuietMs);
  }

  /** A swipe, a wheel or the arrow keys on the strip: from now on, where the strip ends counts. */
  const visitorTakesOver = () => (pending.current = null);

  function go(step: Step) {
    const target = neighbour(pending.current ?? index, step);
    pending.current = target;
    setIndex(target);
    const element = track.current;
    // Smooth unless the visitor prefers reduced motion: the strip's scroll-behavior decides.
    element?.scrollTo?.({ left: target * element.clientWidth });
  }

  const buttonRef = (step: Step) => (button: HTMLButtonElement | null) => {
    buttons.current[step] = button;
  };

  /** The strip's element and its listeners. */
  const strip = {
    ref: track,
    onScrollEnd: syncWithStrip,
    onScroll,
    onPointerDown: visitorTakesOver,
    onWheel: visitorTakesOver,
    onKeyDown: visitorTakesOver,
  };
  return { index, hydrated, neighbour, go, buttonRef, strip };
}
