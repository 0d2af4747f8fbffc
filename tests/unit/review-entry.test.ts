import { testimonialFileSchema } from '@/content/schema';
import { checkReviewWords } from '@/supabase/functions/_shared/contract';
import { testimonialEntry } from '@/supabase/functions/_shared/delivery/review-email';

/**
 * The ready entry the owner's words e-mail carries (delivery/review-email.ts) is a testimonial the
 * build takes as it is: whatever the review page's form let through, it parses with the
 * testimonial file's schema, "The review form" among its sources.
 */
describe('the ready entry of a customer’s words', () => {
  const received = new Date('2026-12-07T15:00:00Z');
  it.each([
    { words: 'Poured our driveway before the rain.', name: 'Marisol V.', town: 'Largo' },
    { words: 'Line one.\nLine two.', name: 'Dale W.', town: 'St. Petersburg, FL' },
    { words: 'x'.repeat(1_000), name: 'n'.repeat(60), town: 't'.repeat(60) },
  ])('parses as a testimonial file: %#', (form) => {
    const { entry } = checkReviewWords({ ...form, consent: true });
    const file = testimonialEntry(entry!, received);
    expect(testimonialFileSchema.safeParse(file).success).toBe(true);
    expect(file.source).toEqual({ how: 'The review form', date: '2026-12-07' });
  });

  it('adds the state to a bare town, and keeps one that has it', () => {
    const entry = (town: string) =>
      testimonialEntry({ words: 'Good work.', name: 'Ana R.', town }, received).location;
    expect(entry('Largo')).toBe('Largo, FL');
    expect(entry('Tampa, FL')).toBe('Tampa, FL');
  });

  it('the form refuses a blank town, and a line break in the name or the town', () => {
    for (const form of [
      { words: 'Good.', name: 'Ana R.', town: '' },
      { words: 'Good.', name: 'Ana\r\nBcc: x', town: 'Largo' },
      { words: 'Good.', name: 'Ana R.', town: 'Largo\n' + 'x' },
    ])
      expect(checkReviewWords({ ...form, consent: true }).fields).toBeDefined();
  });
});
