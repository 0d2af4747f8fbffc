'use client';

import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Testimonial } from '@/content/schema';
import { useHydrated } from '@/lib/use-hydrated';

export type TestimonialCarouselProps = { testimonials: Testimonial[] };

const steps = {
  previous: { by: -1, Icon: ChevronLeft, label: 'Previous testimonial' },
  next: { by: 1, Icon: ChevronRight, label: 'Next testimonial' },
} as const;
type Step = keyof typeof steps;

const slideId = (index: number) => `testimonial-${index + 1}`;

/**
 * A scroll-snap strip with every testimonial in the HTML. Each slide carries its own Previous and
 * Next, plain links to the neighbouring slides (wrapping around), and its own "n / 3", so the
 * strip moves from the first paint and without JavaScript, and the count is always the slide's.
 * Once hydrated the links scroll only the strip (no jump of the page, no history entry), a polite
 * live region announces each slide, and the slides out of view are inert: keyboard and
 * screen-reader users meet one slide and its controls at a time. No auto-rotation.
 */
export function TestimonialCarousel({ testimonials }: TestimonialCarouselProps) {
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const refocus = useRef<Step | null>(null);
  const hydrated = useHydrated();
  const count = testimonials.length;
  /** The slide a step from slide `from` shows, wrapping both ways. */
  const neighbour = (from: number, step: Step) => (from + steps[step].by + count) % count;

  function syncWithStrip() {
    const element = track.current;
    if (element?.clientWidth) setIndex(Math.round(element.scrollLeft / element.clientWidth));
  }

  // Taps before hydration, or a #testimonial-n address, may have moved the strip already.
  useEffect(syncWithStrip, []);

  // Keyboard users keep their place: the control they used, on the slide now shown.
  useEffect(() => {
    const step = refocus.current;
    refocus.current = null;
    if (step)
      document
        .querySelector<HTMLElement>(`#${slideId(index)} [data-step="${step}"]`)
        ?.focus({ preventScroll: true });
  }, [index]);

  function show(event: MouseEvent<HTMLAnchorElement>, from: number, step: Step) {
    event.preventDefault();
    const target = neighbour(from, step);
    if (document.activeElement === event.currentTarget) refocus.current = step;
    setIndex(target);
    const element = track.current;
    // Smooth unless the visitor prefers reduced motion: the strip's scroll-behavior decides.
    element?.scrollTo?.({ left: target * element.clientWidth });
  }

  const current = testimonials[index];
  const stepLink = (from: number, step: Step) => {
    const { Icon, label } = steps[step];
    return (
      <a
        href={`#${slideId(neighbour(from, step))}`}
        data-step={step}
        onClick={(event) => show(event, from, step)}
        className="inline-flex size-11 items-center justify-center rounded-full border-2 border-ink text-ink hover:bg-ink hover:text-white"
      >
        <Icon aria-hidden="true" className="size-5" />
        <span className="sr-only">{label}</span>
      </a>
    );
  };
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Client testimonials"
      className="mx-auto max-w-3xl"
    >
      <div
        ref={track}
        onScrollEnd={syncWithStrip}
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
            <figure className="rounded-2xl border border-concrete-200 bg-white p-8 shadow-sm sm:p-10">
              <Quote aria-hidden="true" className="size-10 text-brand" />
              <blockquote className="mt-4 text-lg leading-relaxed text-ink sm:text-xl">
                <p>{testimonial.content}</p>
              </blockquote>
              <figcaption className="mt-6">
                <span className="block font-bold text-ink">{testimonial.name}</span>
                <span className="text-muted">{testimonial.location}</span>
              </figcaption>
            </figure>
            {/* At the foot of the strip on every slide, where one row of controls would be. */}
            <div className="mt-auto flex items-center justify-center gap-4 pt-6">
              {stepLink(i, 'previous')}
              <p aria-hidden="true" className="min-w-24 text-center font-medium text-muted">
                {i + 1} / {count}
              </p>
              {stepLink(i, 'next')}
            </div>
          </div>
        ))}
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        Testimonial {index + 1} of {count}: {current?.name}, {current?.location}
      </p>
    </section>
  );
}
