/** The home page's testimonials from content/testimonials/ (lib/content/loader.ts reads them with the rest). */
import { testimonialFileSchema, type Testimonial } from '@/content/schema';
import { checkExampleItem } from './example-items';
import { type Problems, readFolder } from './files';

const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Where the words came from as the site shows it: "Shared in person, March 2026". */
function sourceLine({ source }: Testimonial) {
  if (!source) return undefined;
  // The month and year kept on one line: a narrow card breaks the line before them, not between.
  const when = month.format(new Date(`${source.date}T12:00:00Z`)).replace(' ', '\u00a0');
  return source.how === 'The review form'
    ? `From our review form, ${when}`
    : `Shared in person, ${when}`;
}

/**
 * Every testimonial, in file-name order, with its `sourceLine` in place of its `source`. A production build refuses the
 * template's samples and wants each of the others to say where it came from (docs/content.md).
 */
export function readTestimonials(
  problems: Problems,
  dir: string,
  requireReal: boolean,
): Testimonial[] {
  return readFolder(problems, dir, 'testimonials').flatMap(({ file, data }) => {
    const testimonial = problems.parse(file, testimonialFileSchema, data);
    if (!testimonial) return [];
    if (requireReal) {
      checkExampleItem(problems, file, 'testimonials', testimonial);
      if (!testimonial.example && !testimonial.source)
        problems.add(
          file,
          'source',
          'Required on the live site: say how these words reached you (the review form, or given to you in person) under “Where these words came from” in the editor (Testimonials)',
        );
    }
    // What the home page's carousel is handed: the words, who and where, and the source as shown.
    const { example: _example, source: _source, ...shown } = testimonial;
    return [{ ...shown, sourceLine: sourceLine(testimonial) }];
  });
}
