/**
 * The words of the home page's testimonials carousel: a module of their own, so the home page's
 * bundle carries no other island's words (lib/labels.ts).
 */

export const labels = {
  testimonials: {
    label: 'Client testimonials',
    carousel: 'carousel',
    slide: 'slide',
    slideOf: (n: number, total: number) => `${n} of ${total}`,
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    shown: (n: number, total: number, name: string, location: string) =>
      `Testimonial ${n} of ${total}: ${name}, ${location}`,
    /** Under a translation of a customer's words, by the language they wrote in. */
    translatedFrom: {
      en: 'Translated by us from the customer’s English.',
      es: 'Translated by us from the customer’s Spanish.',
    },
  },
} as const;
