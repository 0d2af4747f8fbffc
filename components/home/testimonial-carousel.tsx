'use client';

import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Testimonial } from '@/lib/content';

export type TestimonialCarouselProps = { testimonials: Testimonial[] };

const steps = {
  previous: { by: -1, Icon: ChevronLeft, label: 'Previous testimonial' },
  next: { by: 1, Icon: ChevronRight, label: 'Next testimonial' },
} as const;
type Step = keyof typeof steps;

const slideId = (index: number) => `testimonial-${index + 1}`;
/** The slide a `#testimonial-n` address names, if any. */
function slideInAddress(count: number) {
  const n = Number(/^#testimonial-(\d+)$/.exec(location.hash)?.[1]);
  return n >= 1 && n <= count ? n - 1 : null;
}
/** Browsers without `scrollend` (Safari before 26.2): a strip quiet this long has stopped. */
const scrollQuietMs = 150;
/** The events that end a press on a slide's link, after which the shared row may take over. */
const pressEnds = ['pointerup', 'pointercancel'];
const controlLook =
  'inline-flex size-11 items-center justify-center rounded-full border-2 border-ink text-ink hover:bg-ink hover:text-white';
const countLook = 'min-w-24 text-center font-medium text-muted';
/** At the foot of the strip on every slide, where one row of controls would be. */
const controlRow = 'mt-auto flex items-center justify-center gap-4 pt-6';

function StepContent({ step }: { step: Step }) {
  const { Icon, label } = steps[step];
  return (
    <>
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only">{label}</span>
    </>
  );
}

/**
 * A scroll-snap strip with every testimonial in the HTML. Each slide carries its own Previous and
 * Next, plain links to the neighbouring slides (wrapping around), and its own "n / 3", so the
 * strip moves from the first paint and without JavaScript. Once hydrated, one shared row of
 * buttons takes their place, laid exactly over them outside the strip: it stays under the thumb
 * while the strip moves, so quick taps all land, each counted from the slide the last one heads
 * to. A polite live region announces each slide, and the slides out of view are inert. No
 * auto-rotation.
 */
export function TestimonialCarousel({ testimonials }: TestimonialCarouselProps) {
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
  const count = testimonials.length;
  /** The slide a step from slide `from` shows, wrapping both ways. */
  const neighbour = (from: number, step: Step) => (from + steps[step].by + count) % count;

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

  const current = testimonials[index];
  const stepLink = (from: number, step: Step) => (
    <a href={`#${slideId(neighbour(from, step))}`} data-step={step} className={controlLook}>
      <StepContent step={step} />
    </a>
  );
  const stepButton = (step: Step) => (
    <button
      ref={(button) => {
        buttons.current[step] = button;
      }}
      type="button"
      onClick={() => go(step)}
      className={`${controlLook} pointer-events-auto touch-manipulation`}
    >
      <StepContent step={step} />
    </button>
  );
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Client testimonials"
      className="relative mx-auto max-w-3xl"
    >
      <div
        ref={track}
        onScrollEnd={syncWithStrip}
        onScroll={onScroll}
        onPointerDown={visitorTakesOver}
        onWheel={visitorTakesOver}
        onKeyDown={visitorTakesOver}
        // Focusable, so the strip also scrolls with the arrow keys. Positioned, so the links'
        // screen-reader text (position: absolute) is clipped with its slide, not widening the page.
        tabIndex={0}
        className="relative flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto motion-safe:scroll-smooth"
      >
        {testimonials.map((testimonial, i) => (
          <div
            key={testimonial.name}
            id={slideId(i)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            inert={hydrated && i !== index}
            className="flex w-full shrink-0 snap-start flex-col px-1"
          >
            <figure className="flex-1 rounded-2xl border border-concrete-200 bg-white p-8 shadow-sm sm:p-10">
              <Quote aria-hidden="true" className="size-10 text-brand" />
              <blockquote className="mt-4 text-lg leading-relaxed text-ink sm:text-xl">
                <p>{testimonial.content}</p>
              </blockquote>
              <figcaption className="mt-6">
                <span className="block font-bold text-ink">{testimonial.name}</span>
                <span className="text-muted">{testimonial.location}</span>
              </figcaption>
            </figure>
            {/* Until hydration, each slide's own links; after, invisible but keeping their space,
                so the shared row lies exactly over them and nothing shifts. */}
            <div className={hydrated ? `${controlRow} invisible` : controlRow}>
              {stepLink(i, 'previous')}
              <p aria-hidden="true" className={countLook}>
                {i + 1} / {count}
              </p>
              {stepLink(i, 'next')}
            </div>
          </div>
        ))}
      </div>
      {/* Outside the strip, so it never moves; only its buttons take taps, the rest swipes. */}
      <div
        hidden={!hydrated}
        className="pointer-events-none absolute inset-x-0 bottom-0 flex items-center justify-center gap-4 px-1"
      >
        {stepButton('previous')}
        <p aria-hidden="true" className={countLook}>
          {index + 1} / {count}
        </p>
        {stepButton('next')}
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        Testimonial {index + 1} of {count}: {current?.name}, {current?.location}
      </p>
    </section>
  );
}
