/**
 * The page copy whose lists the spec counts (content/about.ts, content/home.ts), checked once:
 * against content/copy-schema.ts (counts, empty lines, alt text), then its icons against
 * lib/icon-set.ts and its images against public/. The door hands on what this returns.
 */
import * as aboutEn from '@/content/about';
import { aboutCopySchema, homeCopySchema } from '@/content/copy-schema';
import * as aboutEs from '@/content/es/about';
import * as homeEs from '@/content/es/home';
import * as homeEn from '@/content/home';
import { locale } from '@/lib/locale';
import { Problems } from './files';
import { checkIcon, checkImages, type FileExists, type ImageUse } from './checks';

/**
 * The copy as written, before its check: what the door reads, and what the tests break (plain
 * objects, since a module namespace cannot be cloned; Object.assign rather than a spread, which
 * knip would not count as using every export).
 */
export const writtenCopy =
  locale === 'es'
    ? { about: Object.assign({}, aboutEs), home: Object.assign({}, homeEs) }
    : { about: Object.assign({}, aboutEn), home: Object.assign({}, homeEn) };

const aboutFile = locale === 'es' ? 'content/es/about.ts' : 'content/about.ts';
const homeFile = locale === 'es' ? 'content/es/home.ts' : 'content/home.ts';

/** Parses the copy; throws a ContentError naming every bad file and field. */
export function checkCopy(written: { about: unknown; home: unknown }, fileExists?: FileExists) {
  const problems = new Problems();
  const aboutCopy = problems.parse(aboutFile, aboutCopySchema, written.about);
  const homeCopy = problems.parse(homeFile, homeCopySchema, written.home);

  const images: ImageUse[] = [];
  if (aboutCopy) {
    const { values, newEra } = aboutCopy;
    values.items.forEach(({ icon }, i) =>
      checkIcon(problems, aboutFile, `values.items[${i}].icon`, icon),
    );
    newEra.features.forEach(({ icon }, i) =>
      checkIcon(problems, aboutFile, `newEra.features[${i}].icon`, icon),
    );
    newEra.images.forEach((image, i) =>
      images.push({ file: aboutFile, field: `newEra.images[${i}]`, image }),
    );
  }
  homeCopy?.whyChooseUs.items.forEach(({ icon }, i) =>
    checkIcon(problems, homeFile, `whyChooseUs.items[${i}].icon`, icon),
  );
  checkImages(problems, images, fileExists);
  problems.throwIfAny();
  return { about: aboutCopy!, home: homeCopy!, images };
}
