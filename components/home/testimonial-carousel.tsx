'use client';

import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Testimonial } from '@/content/schema';
import { useHydrated } from '@/lib/use-hydrated';

export type TestimonialCarouselProps = { testimonials: Testimonial[] };

const steps = {
  previous: { by: -1, Icon: ChevronLeft, label: 'Previous testimonial' },
  next: { by: 1, Icon: ChevronRight, label: 'Next testimonial' },
} as const;
type Step = keyof typeof steps;

const slideId = (index: number) => `testimonial-${index + 1}`;
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
  const track = useRef<HTMLDivElement>(null);
  /** The slide the buttons sent the strip to, until it gets there or the visitor takes over. */
  const pending = useRef<number | null>(null);
  const hydrated = useHydrated();
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

  // Taps before hydration, or a #testimonial-n address, may have moved the strip already.
  useEffect(syncWithStrip, []);

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
    <a href={`#${slideId(neighbour(from, step))}`} className={controlLook}>
      <StepContent step={step} />
    </a>
  );
  const stepButton = (step: Step) => (
    <button
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
