'use client';

import { Quote } from 'lucide-react';
import type { Testimonial } from '@/lib/content';
import { carouselLabels } from '@/lib/carousel-labels';
import { SharedControls, SlideLinks } from './carousel-controls';
import { slideId, useCarousel } from './use-carousel';

export type TestimonialCarouselProps = { testimonials: Testimonial[] };

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
  const count = testimonials.length;
  const { index, hydrated, neighbour, go, buttonRef, strip } = useCarousel(count);
  const current = testimonials[index];
  return (
    <section
      aria-roledescription={carouselLabels.testimonials.carousel}
      aria-label={carouselLabels.testimonials.label}
      className="relative mx-auto max-w-3xl"
    >
      <div
        {...strip}
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
            aria-roledescription={carouselLabels.testimonials.slide}
            aria-label={carouselLabels.testimonials.slideOf(i + 1, count)}
            inert={hydrated && i !== index}
            className="flex w-full shrink-0 snap-start flex-col px-1"
          >
            <figure className="flex-1 rounded-2xl border border-concrete-200 bg-white p-8 shadow-sm sm:p-10">
              <Quote aria-hidden="true" className="size-10 text-brand" />
              <blockquote className="mt-4 text-lg leading-relaxed text-ink sm:text-xl">
                <p lang={testimonial.lang}>{testimonial.content}</p>
              </blockquote>
              {/* The owner's translation of a customer's words says so: they are not the customer's own. */}
              {testimonial.translatedFrom && (
                <p className="mt-3 text-sm text-muted italic">
                  {carouselLabels.testimonials.translatedFrom[testimonial.translatedFrom]}
                </p>
              )}
              <figcaption className="mt-6">
                <span className="block font-bold text-ink">{testimonial.name}</span>
                <span className="text-muted">{testimonial.location}</span>
                {testimonial.sourceLine && (
                  <span className="mt-1 block text-sm text-muted">{testimonial.sourceLine}</span>
                )}
              </figcaption>
            </figure>
            {/* Until hydration, each slide's own links; after, invisible but keeping their space,
                so the shared row lies exactly over them and nothing shifts. */}
            <SlideLinks index={i} count={count} neighbour={neighbour} hidden={hydrated} />
          </div>
        ))}
      </div>
      <SharedControls index={index} count={count} shown={hydrated} go={go} buttonRef={buttonRef} />
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {carouselLabels.testimonials.shown(
          index + 1,
          count,
          current?.name ?? '',
          current?.location ?? '',
        )}
      </p>
    </section>
  );
}
