'use client';

import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Testimonial } from '@/content/schema';
import { useHydrated } from '@/lib/use-hydrated';

export type TestimonialCarouselProps = { testimonials: Testimonial[] };

/**
 * All testimonials are in the HTML as a scroll-snap strip; without JavaScript they stack one under
 * another. Previous and Next wrap around; there is no auto-rotation.
 */
export function TestimonialCarousel({ testimonials }: TestimonialCarouselProps) {
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const count = testimonials.length;
  const hydrated = useHydrated();

  function show(next: number) {
    const target = (next + count) % count;
    setIndex(target);
    const element = track.current;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element?.scrollTo?.({
      left: target * element.clientWidth,
      behavior: reduce ? 'auto' : 'smooth',
    });
  }

  function syncWithSwipe() {
    const element = track.current;
    if (element && element.clientWidth)
      setIndex(Math.round(element.scrollLeft / element.clientWidth));
  }

  const current = testimonials[index];
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Client testimonials"
      className="mx-auto max-w-3xl"
    >
      <div
        ref={track}
        onScrollEnd={syncWithSwipe}
        // Focusable so keyboard users can scroll the strip before the buttons have loaded.
        tabIndex={0}
        // Without JavaScript there are no buttons: the three stack instead.
        className="flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto noscript:flex-col noscript:gap-6 noscript:overflow-visible"
      >
        {testimonials.map((testimonial, i) => (
          <div
            key={testimonial.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            className="w-full shrink-0 snap-start px-1"
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
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-4 noscript:hidden">
        <button
          type="button"
          disabled={!hydrated}
          onClick={() => show(index - 1)}
          className="inline-flex size-11 items-center justify-center rounded-full border-2 border-ink text-ink hover:bg-ink hover:text-white"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">Previous testimonial</span>
        </button>
        <p
          aria-live="polite"
          aria-atomic="true"
          className="min-w-24 text-center font-medium text-muted"
        >
          <span className="sr-only">
            Testimonial {index + 1} of {count}: {current?.name}, {current?.location}
          </span>
          <span aria-hidden="true">
            {index + 1} / {count}
          </span>
        </p>
        <button
          type="button"
          disabled={!hydrated}
          onClick={() => show(index + 1)}
          className="inline-flex size-11 items-center justify-center rounded-full border-2 border-ink text-ink hover:bg-ink hover:text-white"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">Next testimonial</span>
        </button>
      </div>
    </section>
  );
}
