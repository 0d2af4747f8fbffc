/** The home page's testimonials from content/testimonials/ (lib/content/loader.ts reads them with the rest). */
import { testimonialFileSchema, type Testimonial } from '@/content/schema';
import { languages, type Locale } from '@/lib/locale';
import { checkExampleItem } from './example-items';
import { type Problems, readFolder } from './files';

type Parsed = NonNullable<ReturnType<typeof testimonialFileSchema.safeParse>['data']>;

const month = (locale: Locale) =>
  new Intl.DateTimeFormat(languages[locale].lang, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Where the words came from as the site shows it: "Shared in person, March 2026". */
function sourceLine({ source }: Parsed, locale: Locale) {
  if (!source) return undefined;
  // The month and year kept on one line: a narrow card breaks the line before them, not between.
  const when = month(locale)
    .format(new Date(`${source.date}T12:00:00Z`))
    .replace(/ /g, '\u00a0');
  if (locale === 'es')
    return source.how === 'The review form'
      ? `De nuestro formulario de reseñas, ${when}`
      : `Compartido en persona, ${when}`;
  return source.how === 'The review form'
    ? `From our review form, ${when}`
    : `Shared in person, ${when}`;
}

/**
 * The words as this edition shows them: the customer's own in the language they wrote in, else
 * the owner's translation marked as one (`translatedFrom`). A Spanish page with no translation of
 * English words is a Spanish field left empty (a production build refuses it); an English page
 * with no translation of Spanish words shows them as they are, marked as Spanish.
 */
function shownWords(testimonial: Parsed, file: string, problems: Problems) {
  const { content, writtenIn, translation } = testimonial;
  const locale = problems.edition;
  if (writtenIn === locale) return { content, lang: writtenIn };
  if (translation) return { content: translation, lang: locale, translatedFrom: writtenIn };
  if (writtenIn === 'en') problems.missingSpanish.push(`${file}: translation`);
  return { content, lang: writtenIn };
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
    const { name, location } = testimonial;
    return [
      {
        name,
        location,
        ...shownWords(testimonial, file, problems),
        sourceLine: sourceLine(testimonial, problems.edition),
      },
    ];
  });
}
