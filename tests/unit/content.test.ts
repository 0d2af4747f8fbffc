/** @jest-environment node */
import { rawContent, validateContent, type RawContent } from '@/lib/content';

type Mutable = { [key: string]: unknown } & RawContent;

function raw(): Mutable {
  return structuredClone(rawContent) as Mutable;
}

/** Validates mutated content against the real public/ folder unless told otherwise. */
function problemsOf(mutate: (content: Mutable) => void, fileExists?: (src: string) => boolean) {
  const content = raw();
  mutate(content);
  try {
    validateContent(content, fileExists);
  } catch (error) {
    return (error as Error).message;
  }
  return '';
}

// Loosely typed access into the cloned content, for the mutations below.
type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const at = (list: unknown[], index: number) => list[index] as Any;

describe('content validation', () => {
  it('accepts the shipped content', () => {
    expect(problemsOf(() => {})).toBe('');
  });

  it.each<[string, (c: Mutable) => void, RegExp]>([
    [
      'a missing service',
      (c) => c.services.pop(),
      /content\/services\.ts: services: expected exactly 6 entries, found 5/,
    ],
    [
      'a duplicate slug',
      (c) => (at(c.services, 1).slug = at(c.services, 0).slug),
      /services\[1\] field "slug": duplicate value "kitchen-bathroom-remodels"/,
    ],
    [
      'a bad slug',
      (c) => (at(c.services, 2).slug = 'Permit Rescue'),
      /services\[2\] \("Permit Rescue"\) field "slug"/,
    ],
    [
      'a short meta description',
      (c) => (at(c.services, 0).metaDescription = 'Too short'),
      /services\[0\] \("Kitchen & Bathroom Remodels"\) field "metaDescription"/,
    ],
    [
      'a section of unknown kind',
      (c) => (at(at(c.services, 0).sections, 0).kind = 'carousel'),
      /services\[0\].*field "sections\.0\.kind"/,
    ],
    [
      'a process with two steps',
      (c) => at(at(c.services, 0).sections, 0).steps.pop(),
      /field "sections\.0\.steps"/,
    ],
    [
      'an unknown icon',
      (c) => (at(at(c.services, 5).sections, 0).cards[0].icon = 'Unicorn'),
      /services\[5\]\.sections\[0\]\.cards\[0\] field "icon": unknown icon "Unicorn"/,
    ],
    [
      'a missing image file',
      (c) => (at(c.projects, 0).image.src = '/images/projects/missing.svg'),
      /projects\[0\] \("Coastal Kitchen Remodel"\) field "image.src": file public\/images\/projects\/missing\.svg does not exist/,
    ],
    [
      'an image path outside public',
      (c) => (at(c.projects, 0).image.src = 'http://cdn.example.com/x.jpg'),
      /projects\[0\].*field "image\.src": must be a local path/,
    ],
    [
      'empty alt text',
      (c) => (at(c.projects, 1).image.alt = ''),
      /projects\[1\].*field "image\.alt": needs meaningful alt text/,
    ],
    [
      'a remote image without size',
      (c) =>
        (at(c.projects, 2).image = {
          src: 'https://images.example.com/a.jpg',
          alt: 'A boutique storefront',
        }),
      /projects\[2\].*a remote image needs width and height/,
    ],
    ['eight projects', (c) => c.projects.pop(), /projects: expected exactly 9 entries, found 8/],
    [
      'a duplicate project id',
      (c) => (at(c.projects, 8).id = 1),
      /projects\[8\] field "id": duplicate value 1/,
    ],
    [
      'an unknown category',
      (c) => (at(c.projects, 0).category = 'Garage'),
      /projects\[0\].*field "category"/,
    ],
    [
      'an unknown location',
      (c) => (at(c.projects, 0).location = 'Orlando'),
      /projects\[0\].*field "location"/,
    ],
    [
      'two featured projects',
      (c) => (at(c.projects, 0).featured = true),
      /exactly one project, "Restaurant Interior Renovation", must be featured; found "Coastal Kitchen Remodel", "Restaurant Interior Renovation"/,
    ],
    [
      'the wrong project featured',
      (c) => {
        delete at(c.projects, 3).featured;
        at(c.projects, 5).featured = true;
      },
      /exactly one project, "Restaurant Interior Renovation", must be featured; found "[^"]+"$/m,
    ],
    [
      'no featured project',
      (c) => delete at(c.projects, 3).featured,
      /must be featured; found none/,
    ],
    [
      'a fourth testimonial',
      (c) => c.testimonials.push({ name: 'A', location: 'Tampa', content: 'Great' }),
      /testimonials: expected exactly 3 entries, found 4/,
    ],
    [
      'a testimonial without content',
      (c) => (at(c.testimonials, 0).content = ' '),
      /testimonials\[0\].*field "content": must not be empty/,
    ],
    ['five milestones', (c) => c.milestones.pop(), /story\.milestones: expected exactly 6 entries/],
    ['three values', (c) => c.values.pop(), /values\.items: expected exactly 4 entries/],
    [
      'a missing why-choose-us item',
      (c) => c.whyChooseUs.pop(),
      /whyChooseUs\.items: expected exactly 6 entries/,
    ],
    [
      'an unknown team role',
      (c) => (at(c.team, 0).role = 'CEO'),
      /team\.members\[0\] \("Marcus Delgado"\) field "role"/,
    ],
    [
      'a fourth team member',
      (c) => c.team.push({ ...at(c.team, 0), name: 'Dana Cole' }),
      /team\.members: expected exactly 3 entries, found 4/,
    ],
    [
      'two members with one role',
      (c) => (at(c.team, 1).role = 'General Contractor'),
      /team\.members\[1\] field "role": duplicate value "General Contractor"/,
    ],
    [
      'malformed opening hours',
      (c) => (at(c.hours, 0).opens = '8am'),
      /content\/site\.ts: site\.hours\[0\].*field "opens": must be HH:MM/,
    ],
  ])('rejects %s, naming the file, entry and field', (_, mutate, expected) => {
    expect(problemsOf(mutate)).toMatch(expected);
  });

  it('reports every problem at once', () => {
    const message = problemsOf((c) => {
      c.projects.pop();
      c.testimonials.pop();
    });
    expect(message).toMatch(/Invalid content \(2 problems\)/);
  });

  it('accepts a remote https image that states its size', () => {
    expect(
      problemsOf(
        (c) =>
          (at(c.projects, 2).image = {
            src: 'https://images.example.com/a.jpg',
            alt: 'A boutique storefront',
            width: 1600,
            height: 1067,
          }),
      ),
    ).toBe('');
  });

  it('checks that local image files exist', () => {
    expect(
      problemsOf(
        () => {},
        (src) => !src.includes('team/'),
      ),
    ).toMatch(/team\.members\[0\] \("Marcus Delgado"\) field "photo\.src"/);
  });
});
