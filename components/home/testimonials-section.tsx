import { testimonialsIntro, type Testimonial } from '@/lib/content';
import { TestimonialCarousel } from '@/components/home/testimonial-carousel';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';

export type TestimonialsSectionProps = { testimonials: Testimonial[] };

/** The home page's client stories; left out while there are none (the owner may delete all). */
export function TestimonialsSection({ testimonials }: TestimonialsSectionProps) {
  if (!testimonials.length) return null;
  return (
    <Section labelledBy="testimonials-heading" tone="tinted">
      <SectionHeading id="testimonials-heading" {...testimonialsIntro} />
      <TestimonialCarousel testimonials={testimonials} />
    </Section>
  );
}
