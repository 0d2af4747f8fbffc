/** @jest-environment node */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  areaFileSchema,
  companyFileSchema,
  projectFileSchema,
  serviceFileSchema,
  projectCategories,
  serviceSlugs,
  serviceTable,
  testimonialFileSchema,
} from '@/content/schema';
import { checkCopy, writtenCopy } from '@/lib/content/copy';
import { ContentError, loadContent, townPageThreshold } from '@/lib/content/loader';
import { serviceOptions } from '@/supabase/functions/_shared/contract';
import { distinctText, writeScaleContent } from '../../harness/scale-content';
import { filesUnder, sourceFolders } from '../../harness/source-files';

// Loosely typed access into the parsed files, for the edits below.
type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Each test works on its own copy of content/'s JSON files, never on the repository's. */
let dir: string;
beforeEach(() => {
  mkdirSync('.tmp', { recursive: true });
  dir = mkdtempSync(path.join('.tmp', 'content-'));
  cpSync('content', dir, { recursive: true, filter: (src) => !src.endsWith('.ts') });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const at = (file: string) => path.join(dir, file);
/** The file as messages name it: relative to the working folder. */
const shown = (file: string) => `${dir.split(path.sep).join('/')}/${file}`;
const read = (file: string): Any => JSON.parse(readFileSync(at(file), 'utf8'));
const write = (file: string, data: unknown) => writeFileSync(at(file), JSON.stringify(data));
const edit = (file: string, change: (data: Any) => void) => {
  const data = read(file);
  change(data);
  write(file, data);
};

/** The build's error message, or '' when the content loads. */
function problems(fileExists?: (src: string) => boolean) {
  try {
    loadContent(dir, fileExists);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
}

/** A valid project file, like the ones the editor writes. */
const project = (title: string, year: number, featured = false) => ({
  title,
  category: 'Kitchen',
  town: 'tampa',
  year,
  photos: [
    {
      src: '/images/projects/coastal-kitchen-remodel.svg',
      alt: 'A kitchen with a window over the water',
    },
  ],
  featured,
});

/** Replaces every project with these files. */
function setProjects(files: Record<string, unknown>) {
  rmSync(at('projects'), { recursive: true });
  mkdirSync(at('projects'));
  for (const [name, data] of Object.entries(files)) write(`projects/${name}.json`, data);
}

describe('the content files', () => {
  // The owner adds and deletes projects and testimonials: what is checked here is what holds for
  // any number of them (the spec's nine and three are only the first content).
  it('are all valid as they are, every file read, in the order the pages show them', () => {
    const content = loadContent();
    const files = (folder: string) =>
      readdirSync(path.join('content', folder)).filter((name) => name.endsWith('.json'));
    expect(content.services.map((s) => s.slug)).toEqual(serviceSlugs);
    expect(content.projects).toHaveLength(files('projects').length);
    expect(content.projects.filter((p) => p.featured)).toEqual(
      content.featuredProject ? [content.featuredProject] : [],
    );
    const years = content.projects.map((p) => p.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(content.testimonials).toHaveLength(files('testimonials').length);
  });

  it('each parse on their own with the exported schema', () => {
    const schemas = {
      areas: areaFileSchema,
      projects: projectFileSchema,
      services: serviceFileSchema,
      testimonials: testimonialFileSchema,
    };
    expect(companyFileSchema.safeParse(read('company.json')).success).toBe(true);
    for (const [folder, schema] of Object.entries(schemas)) {
      for (const name of readdirSync(at(folder)))
        expect([name, schema.safeParse(read(`${folder}/${name}`)).error]).toEqual([
          name,
          undefined,
        ]);
    }
  });

  it('have schemas that zod 4 turns into JSON Schema, for the editor', () => {
    for (const schema of [
      areaFileSchema,
      companyFileSchema,
      projectFileSchema,
      serviceFileSchema,
      testimonialFileSchema,
    ]) {
      expect(() => z.toJSONSchema(schema)).not.toThrow();
    }
    expect(z.toJSONSchema(projectFileSchema)).toMatchObject({
      required: ['title', 'category', 'town', 'year', 'photos', 'featured'],
      additionalProperties: false,
    });
  });

  it('read from a temporary folder load like the shipped ones', () => {
    expect(problems()).toBe('');
  });
});

describe('the service table', () => {
  const facts = serviceSlugs.map((slug) => serviceTable[slug]);

  it('gives each project category to one service, in the order the filter shows them', () => {
    // The spec's filter, in its order: a table entry misspelt, moved or given twice fails here.
    expect(projectCategories).toEqual(['Kitchen', 'Bathroom', 'Retail', 'Commercial', 'Investor']);
    expect(new Set(projectCategories).size).toBe(projectCategories.length);
  });

  it('picks on the form only choices the function accepts', () => {
    for (const { formChoice } of facts)
      if (formChoice) expect(serviceOptions).toContain<string>(formChoice);
  });
});

describe('the phone number', () => {
  it('is written only in content/company.json, so changing it there changes every page', () => {
    const { name, email, license, phone, satellitePhone } = loadContent().company;
    const numbers = [
      name,
      email,
      license,
      phone.display,
      phone.e164,
      satellitePhone.display,
      satellitePhone.e164,
    ];
    const found = sourceFolders
      .flatMap((folder) => filesUnder(folder, (file) => !file.endsWith('.json')))
      .filter((file) => numbers.some((number) => readFileSync(file, 'latin1').includes(number)));
    expect(found).toEqual([]);
  });
});

describe('the phone number as typed', () => {
  it.each(['+1 727 555 0199', '727.555.0199', '727-555-0199', '(727)555 0199', '1-727-555-0199'])(
    '%s is shown tidied and dialled from the same digits',
    (typed) => {
      edit('company.json', (c) => (c.phone = typed));
      expect(loadContent(dir).company.phone).toEqual({
        display: '(727) 555-0199',
        e164: '+17275550199',
      });
    },
  );

  it('leaves no second field to disagree with the shown one', () => {
    edit('company.json', (c) => (c.phone = { display: '(727) 555-0199', e164: '+17275550142' }));
    expect(problems()).toMatch(/company\.json: phone: /);
  });
});

describe('a bad file fails the build with its path and field in one line', () => {
  it.each<[string, () => void, string, string]>([
    [
      'a photo without alt text',
      () => edit('projects/coastal-kitchen-remodel.json', (p) => delete p.photos[0].alt),
      'projects/coastal-kitchen-remodel.json',
      'photos[0].alt: Required',
    ],
    [
      'alt text too short to mean anything',
      () => edit('projects/spa-bathroom-renovation.json', (p) => (p.photos[0].alt = 'tub')),
      'projects/spa-bathroom-renovation.json',
      'photos[0].alt: needs meaningful alt text (at least 8 characters)',
    ],
    [
      'a project without photos',
      () => edit('projects/spa-bathroom-renovation.json', (p) => (p.photos = [])),
      'projects/spa-bathroom-renovation.json',
      'photos: Too small: expected array to have >=1 items',
    ],
    [
      'an unknown category',
      () => edit('projects/coastal-kitchen-remodel.json', (p) => (p.category = 'Garage')),
      'projects/coastal-kitchen-remodel.json',
      'category: Invalid option: expected one of "Kitchen"|"Bathroom"|"Retail"|"Commercial"|"Investor"',
    ],
    [
      'a year written as text',
      () => edit('projects/coastal-kitchen-remodel.json', (p) => (p.year = '2024')),
      'projects/coastal-kitchen-remodel.json',
      'year: Invalid input: expected number, received string',
    ],
    [
      'a misspelt field',
      () => edit('projects/coastal-kitchen-remodel.json', (p) => (p.featurd = true)),
      'projects/coastal-kitchen-remodel.json',
      '(whole file): Unrecognized key: "featurd"',
    ],
    [
      'an image path outside public',
      () =>
        edit(
          'projects/coastal-kitchen-remodel.json',
          (p) => (p.photos[0].src = 'http://photos.example.com/x.jpg'),
        ),
      'projects/coastal-kitchen-remodel.json',
      'photos[0].src: must be a local path under public/',
    ],
    [
      'a missing image file',
      () =>
        edit(
          'projects/coastal-kitchen-remodel.json',
          (p) => (p.photos[0].src = '/images/projects/missing.jpg'),
        ),
      'projects/coastal-kitchen-remodel.json',
      'photos[0].src: file public/images/projects/missing.jpg does not exist',
    ],
    [
      'a remote image without its size',
      () =>
        edit(
          'projects/coastal-kitchen-remodel.json',
          (p) => (p.photos[0].src = 'https://images.example.com/a.jpg'),
        ),
      'projects/coastal-kitchen-remodel.json',
      'photos[0]: a remote image needs width and height',
    ],
    [
      'a testimonial without words',
      () => edit('testimonials/marco-t.json', (t) => (t.content = '  ')),
      'testimonials/marco-t.json',
      'content: must not be empty',
    ],
    [
      'a leader without a name',
      () => edit('team.json', (t) => (t.directorOfSales.name = ' ')),
      'team.json',
      'directorOfSales.name: must not be empty',
    ],
    [
      'a fourth leader',
      () => edit('team.json', (t) => (t.ceo = t.generalContractor)),
      'team.json',
      '(whole file): Unrecognized key: "ceo"',
    ],
    [
      'a leader’s portrait that is not there',
      () => edit('team.json', (t) => (t.headOfOperations.photo.src = '/images/team/nobody.webp')),
      'team.json',
      'headOfOperations.photo.src: file public/images/team/nobody.webp does not exist',
    ],
    ['no team file', () => rmSync(at('team.json')), 'team.json', '(whole file): missing'],
    [
      'a phone number without its area code',
      () => edit('company.json', (c) => (c.phone = '555-0142')),
      'company.json',
      'phone: must be a US phone number with its area code',
    ],
    [
      'opening hours without a closing time',
      () => edit('company.json', (c) => delete c.hours[1].open.closes),
      'company.json',
      'hours[1].open.closes: Required',
    ],
    [
      'malformed opening hours',
      () => edit('company.json', (c) => (c.hours[0].open.opens = '8am')),
      'company.json',
      'hours[0].open.opens: must be HH:MM (24-hour)',
    ],
    [
      'a service section of unknown kind',
      () => edit('services/retail-buildouts.json', (s) => (s.sections[0].kind = 'carousel')),
      'services/retail-buildouts.json',
      'sections[0].kind: Invalid discriminator value',
    ],
    [
      'a process with two steps',
      () => edit('services/permit-rescue.json', (s) => s.sections[0].steps.pop()),
      'services/permit-rescue.json',
      'sections[0].steps: Too small: expected array to have exactly 3 items',
    ],
    [
      'an unknown icon',
      () =>
        edit('services/fema-reconstruction.json', (s) => (s.sections[0].cards[0].icon = 'Unicorn')),
      'services/fema-reconstruction.json',
      'sections[0].cards[0].icon: unknown icon "Unicorn"',
    ],
    [
      'a short meta description',
      () => edit('services/permit-rescue.json', (s) => (s.metaDescription = 'Too short')),
      'services/permit-rescue.json',
      'metaDescription: Too small',
    ],
    [
      'a missing service',
      () => rmSync(at('services/permit-rescue.json')),
      'services/permit-rescue.json',
      '(whole file): missing; the site has exactly these six services',
    ],
    [
      'a seventh service',
      () => write('services/pool-decks.json', read('services/permit-rescue.json')),
      'services/pool-decks.json',
      '(file name): not one of the six services',
    ],
    [
      'a file name with spaces',
      () => write('testimonials/Ann B.json', read('testimonials/marco-t.json')),
      'testimonials/Ann B.json',
      '(file name): must be lowercase words joined by hyphens',
    ],
    [
      'two file names for the same page',
      () => write('testimonials/marco_t.json', read('testimonials/marco-t.json')),
      'testimonials/marco_t.json',
      '(file name): names the same page as',
    ],
    [
      'broken JSON',
      () =>
        writeFileSync(
          at('projects/coastal-kitchen-remodel.json'),
          '{\n  "title": "Coastal Kitchen Remodel"\n  "year": 2025\n}\n',
        ),
      'projects/coastal-kitchen-remodel.json',
      'line 3, column 3: invalid JSON: ',
    ],
  ])('%s', (_, change, file, expected) => {
    change();
    const message = problems();
    expect(message.split('\n')).toHaveLength(1);
    expect(message.startsWith(`${shown(file)}: ${expected}`)).toBe(true);
  });

  it('refuses a button that leads to no page of the site, naming the file, the field and the pages', () => {
    const callout = (s: Any) => s.sections.findIndex((section: Any) => section.kind === 'callout');
    const index = callout(read('services/fema-reconstruction.json'));
    expect(index).toBeGreaterThanOrEqual(0);
    const link = (href: string) =>
      edit('services/fema-reconstruction.json', (s) => (s.sections[index].cta.href = href));
    link('/contct/');
    const message = problems();
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toMatch(
      new RegExp(
        `^${shown('services/fema-reconstruction.json')}: sections\\[${index}\\]\\.cta\\.href: no page /contct/ on this site; use one of /, /services/, .*/contact/`,
      ),
    );
    // A page a project earns, and a page it loses with its file.
    link('/projects/coastal-kitchen-remodel/');
    expect(problems()).toBe('');
    rmSync(at('projects/coastal-kitchen-remodel.json'));
    expect(problems()).toMatch(
      /cta\.href: no page \/projects\/coastal-kitchen-remodel\/ on this site/,
    );
    // The old addresses that only forward are not pages to link to.
    link('/services/kitchen-remodels/');
    expect(problems()).toMatch(/no page \/services\/kitchen-remodels\//);
    // The contact form itself is a place to link to; any other place in a page is not.
    link('/contact/#send-message');
    expect(problems()).toBe('');
    link('/contact/#find-us');
    expect(problems()).toMatch(/no page \/contact\/#find-us on this site/);
    // A project with its own error leaves links to project pages unjudged, not the others.
    edit('projects/open-concept-kitchen-addition.json', (p) => delete p.photos[0].alt);
    link('/contct/');
    expect(problems().split('\n')).toEqual([
      expect.stringMatching(/open-concept-kitchen-addition\.json: photos\[0\]\.alt: Required$/),
      expect.stringMatching(/cta\.href: no page \/contct\/ on this site/),
    ]);
    link('/projects/no-such-job/');
    expect(problems()).not.toMatch(/cta\.href/);
  });

  it('names the file the way the owner finds it, from the project folder', () => {
    edit('projects/coastal-kitchen-remodel.json', (p) => delete p.photos[0].alt);
    expect(problems()).toBe(
      `.tmp/${path.basename(dir)}/projects/coastal-kitchen-remodel.json: photos[0].alt: Required`,
    );
  });

  it('lists every problem, one line each', () => {
    edit('projects/coastal-kitchen-remodel.json', (p) => delete p.title);
    edit('testimonials/priya-s.json', (t) => delete t.location);
    expect(problems().split('\n')).toEqual([
      `${shown('projects/coastal-kitchen-remodel.json')}: title: Required`,
      `${shown('testimonials/priya-s.json')}: location: Required`,
    ]);
  });

  it('accepts a remote https image that states its size', () => {
    edit('projects/coastal-kitchen-remodel.json', (p) => {
      p.photos[0] = {
        src: 'https://images.example.com/a.jpg',
        alt: 'A boutique storefront',
        width: 1600,
        height: 1067,
      };
    });
    expect(problems()).toBe('');
  });
});

describe('projects and testimonials', () => {
  it('build fine with ten projects, one featured, newest first', () => {
    const files = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [
        `project-${i}`,
        project(`Project ${i}`, 2010 + i, i === 3),
      ]),
    );
    setProjects(files);
    const { projects, featuredProject } = loadContent(dir);
    expect(projects.map((p) => p.slug)).toEqual(
      Array.from({ length: 10 }, (_, i) => `project-${9 - i}`),
    );
    expect(featuredProject?.slug).toBe('project-3');
    expect(projects.filter((p) => p.featured)).toHaveLength(1);
  });

  it('feature the newest when none is marked (the same year: by file name)', () => {
    setProjects({
      'old-deck': project('Old Deck', 2019),
      'pool-deck': project('Pool Deck', 2024),
      'garage-slab': project('Garage Slab', 2024),
    });
    const { projects, featuredProject } = loadContent(dir);
    expect(featuredProject?.slug).toBe('garage-slab');
    expect(projects.map((p) => [p.slug, p.featured])).toEqual([
      ['garage-slab', true],
      ['pool-deck', false],
      ['old-deck', false],
    ]);
  });

  it('read a project file without "featured" as not featured (the spec makes it optional)', () => {
    const { featured: _, ...unmarked } = project('Carport Slab', 2023);
    setProjects({ 'pool-deck': project('Pool Deck', 2024, true), 'carport-slab': unmarked });
    const { projects, featuredProject } = loadContent(dir);
    expect(featuredProject?.slug).toBe('pool-deck');
    expect(projects.find((p) => p.slug === 'carport-slab')?.featured).toBe(false);
  });

  it('feature the newest of several marked projects, as the editor says', () => {
    setProjects({
      'a-deck': project('A Deck', 2020, true),
      'b-deck': project('B Deck', 2024, true),
      'c-deck': project('C Deck', 2025),
    });
    const { projects } = loadContent(dir);
    expect(projects.map((p) => [p.slug, p.featured])).toEqual([
      ['c-deck', false],
      ['b-deck', true],
      ['a-deck', false],
    ]);
  });

  it('make a page of a title the editor saved with _ and ~', () => {
    setProjects({ 'pool_deck-~-phase-2': project('Pool_Deck ~ Phase 2', 2024) });
    expect(loadContent(dir).projects.map((p) => p.slug)).toEqual(['pool-deck-phase-2']);
  });

  it('build with a single project and a single testimonial', () => {
    setProjects({ 'pool-deck': project('Pool Deck', 2024) });
    for (const name of ['marco-t', 'priya-s']) rmSync(at(`testimonials/${name}.json`));
    const { projects, testimonials } = loadContent(dir);
    expect(projects).toHaveLength(1);
    expect(testimonials).toHaveLength(1);
  });

  it('build with none of either, and no featured project', () => {
    setProjects({});
    rmSync(at('testimonials'), { recursive: true });
    const { projects, featuredProject, testimonials } = loadContent(dir);
    expect(projects).toEqual([]);
    expect(featuredProject).toBeUndefined();
    expect(testimonials).toEqual([]);
  });
});

describe('the page copy in content/*.ts', () => {
  type Copy = typeof writtenCopy;
  function copyProblems(mutate: (copy: Copy) => void, fileExists?: (src: string) => boolean) {
    const copy = structuredClone(writtenCopy);
    mutate(copy);
    try {
      checkCopy(copy, fileExists);
      return '';
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      return (error as Error).message;
    }
  }
  const entry = (list: unknown[], index: number) => list[index] as Any;

  it('is valid as shipped', () => {
    expect(copyProblems(() => {})).toBe('');
  });

  it.each<[string, (c: Copy) => void, string]>([
    [
      'five milestones',
      (c) => c.about.story.milestones.pop(),
      'content/about.ts: story.milestones: expected exactly 6 entries, found 5',
    ],
    [
      'three values',
      (c) => c.about.values.items.pop(),
      'content/about.ts: values.items: expected exactly 4 entries, found 3',
    ],
    [
      'four features',
      (c) => c.about.newEra.features.push(c.about.newEra.features[0]!),
      'content/about.ts: newEra.features: expected exactly 3 entries, found 4',
    ],
    [
      'one image in A New Era',
      (c) => c.about.newEra.images.pop(),
      'content/about.ts: newEra.images: expected exactly 2 entries, found 1',
    ],
    [
      'a missing why-choose-us item',
      (c) => c.home.whyChooseUs.items.pop(),
      'content/home.ts: whyChooseUs.items: expected exactly 6 entries, found 5',
    ],
    [
      'an unknown value icon',
      (c) => (entry(c.about.values.items, 0).icon = 'Unicorn'),
      'content/about.ts: values.items[0].icon: unknown icon "Unicorn"',
    ],
    [
      'an unknown reason icon on the home page',
      (c) => (entry(c.home.whyChooseUs.items, 2).icon = 'Unicorn'),
      'content/home.ts: whyChooseUs.items[2].icon: unknown icon "Unicorn"',
    ],
    [
      'an empty heading',
      (c) => (c.home.servicesIntro.heading = '  '),
      'content/home.ts: servicesIntro.heading: must not be empty',
    ],
    [
      'a misspelt field',
      (c) => ((c.about.story as Any).milestonesHeadng = 'Key Milestones'),
      'content/about.ts: story: Unrecognized key: "milestonesHeadng"',
    ],
    [
      'short alt text',
      (c) => (c.about.newEra.images[1]!.alt = 'House'),
      'content/about.ts: newEra.images[1].alt: needs meaningful alt text',
    ],
  ])('rejects %s, naming file and field', (_, mutate, expected) => {
    expect(copyProblems(mutate)).toContain(expected);
  });

  it('checks that local image files exist', () => {
    expect(
      copyProblems(
        () => {},
        (src) => !src.includes('about/'),
      ),
    ).toContain('content/about.ts: newEra.images[0].src: file public/images/about/');
  });
});

/** A town file in the owner's words; `about` is what makes each one its own. */
const area = (town: string, about: string) => ({
  town,
  county: 'Pinellas',
  geo: { latitude: 27.9, longitude: -82.8 },
  about: [about],
});

/** Replaces every town with these files. */
function setAreas(files: Record<string, unknown>) {
  rmSync(at('areas'), { recursive: true });
  mkdirSync(at('areas'));
  for (const [name, data] of Object.entries(files)) write(`areas/${name}.json`, data);
}

const ownWords = (n: number) => distinctText(n);

describe('towns (content/areas/)', () => {
  it('are read as shipped, Largo among them, and projects carry their town name', () => {
    const content = loadContent();
    expect(content.areas.map((a) => a.slug)).toContain('largo');
    const kitchen = content.projects.find((p) => p.slug === 'coastal-kitchen-remodel')!;
    expect([kitchen.town, kitchen.location]).toEqual(['st-petersburg', 'St. Petersburg']);
    // The shipped content earns at least two town pages.
    expect(content.townPages.length).toBeGreaterThanOrEqual(2);
  });

  it('refuse a project in an unknown town, in one line naming the file and the field', () => {
    edit('projects/coastal-kitchen-remodel.json', (p) => (p.town = 'atlantis'));
    const message = problems();
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toMatch(
      new RegExp(
        `^${shown('projects/coastal-kitchen-remodel.json').replace(/[.]/g, '\\.')}: town: unknown town "atlantis"; add content/areas/atlantis\\.json or use one of: .*largo`,
      ),
    );
  });

  it('find a town whose file name the editor saved with _ or ~, as the project names it', () => {
    renameSync(path.join(dir, 'areas/largo.json'), path.join(dir, 'areas/lar_go.json'));
    edit('projects/coastal-kitchen-remodel.json', (p) => (p.town = 'lar_go'));
    expect(problems()).toBe('');
    const kitchen = loadContent(dir, () => true).projects.find(
      (p) => p.slug === 'coastal-kitchen-remodel',
    )!;
    expect([kitchen.town, kitchen.location]).toEqual(['lar-go', 'Largo']);
  });

  it('refuse a town without the owner’s text, naming the file and field', () => {
    edit('areas/largo.json', (a) => (a.about = ['Short.']));
    expect(problems()).toBe(`${shown('areas/largo.json')}: about[0]: write at least 80 characters`);
  });

  it('refuse a town placed outside Florida, naming the file and field', () => {
    // The usual slip: the longitude copied without its minus sign.
    edit('areas/largo.json', (a) => (a.geo.longitude = 82.7873));
    expect(problems()).toBe(
      `${shown('areas/largo.json')}: geo.longitude: must lie in Florida: between -87.7 and -79.8 (west of Greenwich is negative)`,
    );
  });

  it('refuse a town without a place on the map, naming the file and field', () => {
    edit('areas/tampa.json', (a) => delete a.geo);
    expect(problems()).toMatch(
      new RegExp(`^${shown('areas/tampa.json').replace(/[.]/g, '\\.')}: geo: `),
    );
  });

  it(`give a town a page from ${townPageThreshold} projects, and not at one fewer`, () => {
    setAreas({ largo: area('Largo', ownWords(1)), dunedin: area('Dunedin', ownWords(2)) });
    const inLargo = Array.from({ length: townPageThreshold }, (_, i) => ({
      ...project(`Largo job ${i}`, 2020 + i),
      town: 'largo',
    }));
    const inDunedin = inLargo.slice(1).map((p, i) => ({ ...p, title: `D ${i}`, town: 'dunedin' }));
    setProjects(
      Object.fromEntries([...inLargo, ...inDunedin].map((p, i) => [`job-${i}`, p] as const)),
    );
    const content = loadContent(dir);
    expect(content.townPages.map((a) => a.slug)).toEqual(['largo']);
    expect(content.areas.map((a) => a.slug)).toEqual(['dunedin', 'largo']);
  });

  it('refuse two town pages that share most of their text, naming both files', () => {
    const stamped = (town: string) =>
      `We are the best contractor in ${town}. Our crews handle kitchens, bathrooms, permits and flood-zone work for homeowners across the whole county with care.`;
    setAreas({
      largo: area('Largo', stamped('Largo')),
      dunedin: area('Dunedin', stamped('Dunedin')),
    });
    setProjects(
      Object.fromEntries(
        ['largo', 'largo', 'dunedin', 'dunedin'].map((town, i) => [
          `job-${i}`,
          { ...project(`Job ${i}`, 2020 + i), town },
        ]),
      ),
    );
    expect(problems()).toMatch(
      new RegExp(
        `^${shown('areas/largo.json').replace(/[.]/g, '\\.')}: about: \\d+% the same wording as .*areas/dunedin\\.json`,
      ),
    );
  });

  it('leave alike text alone on towns below the threshold, which have no page', () => {
    const stamped =
      'We are the best contractor here. Our crews handle kitchens, bathrooms, permits and flood-zone work for homeowners across the whole county.';
    setAreas({ largo: area('Largo', stamped), dunedin: area('Dunedin', stamped) });
    setProjects({ one: { ...project('One', 2020), town: 'dunedin' } });
    expect(problems()).toBe('');
  });

  it('give the office’s own town a page from its first project', () => {
    setAreas({ largo: area('Largo', ownWords(1)), dunedin: area('Dunedin', ownWords(2)) });
    setProjects({
      here: { ...project('Here', 2020), town: 'largo' },
      there: { ...project('There', 2021), town: 'dunedin' },
    });
    expect(loadContent(dir).townPages.map((a) => a.slug)).toEqual(['largo']);
    edit('company.json', (c) => (c.address.city = 'Dunedin'));
    expect(loadContent(dir).townPages.map((a) => a.slug)).toEqual(['dunedin']);
  });

  it('check every image of a before/after pair', () => {
    edit(
      'projects/spa-bathroom-renovation.json',
      (p) => (p.beforeAfter[0].before.src = '/images/missing.svg'),
    );
    expect(problems()).toBe(
      `${shown('projects/spa-bathroom-renovation.json')}: beforeAfter[0].before.src: file public/images/missing.svg does not exist`,
    );
  });

  it('load 200 projects in 20 towns, every town but the one-project one away from the office with its page', () => {
    writeScaleContent(dir, { projects: 200, towns: 20 });
    const content = loadContent(dir);
    expect(content.projects).toHaveLength(200);
    expect(content.townPages).toHaveLength(19);
    expect(content.featuredProject?.slug).toBe('project-7');
  });
});
