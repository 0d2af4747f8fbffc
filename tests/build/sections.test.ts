import { aboutHero, credentials } from '@/content/about';
import { contactPage, projectsIntro, serviceOptions, testimonialsIntro } from '@/lib/content';
import { projectCategories } from '@/content/schema';
import { concreteWork, quoteForm, site } from '@/lib/content';
import {
  hours,
  newEra,
  projects,
  services,
  story,
  team,
  testimonials,
  values,
  whyChooseUs,
} from '@/lib/content';
import { formatHours } from '@/lib/hours';
import { quoteLinkFor } from '@/lib/quote-link';
import { readDocument, squash } from '../../harness/build/out';

/**
 * Each section of each page, read from the exported HTML with no JavaScript: every item content
 * gives it is there, and there are as many items as the spec says. The counts are the spec's.
 */

/** The section a heading opens: the nearest <section> around the heading with that exact text. */
function sectionOf(document: Document, heading: string) {
  const found = [...document.querySelectorAll('h2, h3')].find(
    (element) => squash(element.textContent) === heading,
  );
  if (!found) throw new Error(`no heading "${heading}"`);
  const section = found.closest('section');
  if (!section) throw new Error(`heading "${heading}" is not inside a <section>`);
  return section;
}

/** The section's direct list items, the way a crawler or screen reader counts them. */
const itemsOf = (section: Element, list = 'ul, ol') =>
  [...section.querySelectorAll(list)].flatMap((element) =>
    [...element.children].filter((child) => child.tagName === 'LI'),
  );

/** Text with every space removed: adjacent elements' text runs together in textContent. */
const bare = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, '');

function expectItems(items: Element[], expected: string[][]) {
  expect(items).toHaveLength(expected.length);
  expected.forEach((texts, index) => {
    for (const text of texts) expect(bare(items[index]!.textContent)).toContain(bare(text));
  });
}

describe('home', () => {
  const document = readDocument('/');

  it('opens with the spec’s headline and two buttons: Explore Our Services and a quote', () => {
    const hero = document.querySelector('main h1')!.closest('section')!;
    expect(squash(hero.querySelector('h1')?.textContent)).toBe(
      'Building Excellence. Delivering Confidence.',
    );
    const links = [...hero.querySelectorAll('a')].map((a) => ({
      text: squash(a.textContent),
      href: a.getAttribute('href') ?? '',
    }));
    expect(links).toHaveLength(2);
    expect(links[0]).toEqual({ text: 'Explore Our Services', href: '/services/' });
    expect(links[1]!.text).toBe('Get a Free Quote');
    expect(links[1]!.href).toMatch(/^\/contact\/(#[\w-]+)?$/);
  });

  it('shows six service cards, each linking to its page', () => {
    const section = sectionOf(document, 'Our Services');
    expect(services).toHaveLength(6);
    const cards = [...section.querySelectorAll('article')];
    expectItems(
      cards,
      services.map((service) => [service.title, service.description]),
    );
    cards.forEach((card, index) =>
      expect(card.querySelector('a')?.getAttribute('href')).toBe(
        `/services/${services[index]!.slug}/`,
      ),
    );
  });

  it('gives six reasons under Why Choose Us', () => {
    expect(whyChooseUs.items).toHaveLength(6);
    expectItems(
      itemsOf(sectionOf(document, 'Why Choose Us')),
      whyChooseUs.items.map((item) => [item.title, item.description]),
    );
  });

  // The counts of projects and testimonials are the owner's (the spec's three and nine were the
  // first content): every one is on the page, and with none the section is left out.
  it('holds every testimonial, each with name and location, or leaves the section out', () => {
    if (!testimonials.length)
      return expect(() => sectionOf(document, testimonialsIntro.heading)).toThrow();
    const slides = [
      ...sectionOf(document, testimonialsIntro.heading).querySelectorAll(
        '[aria-roledescription="slide"]',
      ),
    ];
    expectItems(
      slides,
      testimonials.map((t) => [t.content, t.name, t.location]),
    );
  });
});

describe('/services/', () => {
  it('lists six services with title, headline, description, image and a named Learn More', () => {
    const document = readDocument('/services/');
    const cards = [...document.querySelectorAll('main article')];
    expectItems(
      cards,
      services.map((s) => [s.title, s.headline, s.description, `Learn More about ${s.title}`]),
    );
    cards.forEach((card, index) => {
      expect(card.querySelector('img')?.getAttribute('alt')).toBe(services[index]!.image.alt);
      expect(card.querySelector(`a[href="/services/${services[index]!.slug}/"]`)).not.toBeNull();
    });
  });
});

describe('concrete work', () => {
  it('is named on /services/ for homes and businesses, with its quote through the form', () => {
    const section = sectionOf(readDocument('/services/'), concreteWork.heading);
    const body = squash(section.textContent);
    for (const word of ['Lanai', 'pool-deck', 'Driveways', 'footings', 'Seawall caps'])
      expect(body).toContain(word);
    expectItems(
      [...section.querySelectorAll('h3')].map((h) => h.parentElement!),
      concreteWork.groups.map((group) => [group.heading, ...group.items]),
    );
    // The form's service choices are the spec's: a concrete job goes under "Other".
    expect(serviceOptions).toContain('Other');
    expect(body).toContain('under Other');
    // Its quote button opens the form on Other.
    expect(squash(section.querySelector(`a[href="${quoteLinkFor('Other')}"]`)?.textContent)).toBe(
      concreteWork.quoteLabel,
    );
  });

  it('is reached from the home page, under the service cards', () => {
    const home = readDocument('/');
    const link = home.querySelector(`main a[href="/services/#${concreteWork.id}"]`)!;
    expect(squash(link.parentElement!.textContent)).toContain(concreteWork.homeLine);
    // What the work is, the home page says once: in Why Choose Us.
    expect(squash(home.body.textContent)).toContain('Lanai and pool-deck slabs');
    expect(readDocument('/services/').getElementById(concreteWork.id)).not.toBeNull();
  });
});

describe.each(services)('/services/$slug/', (service) => {
  const document = readDocument(`/services/${service.slug}/`);

  it('states the problem and the solution with every point', () => {
    const section = document.querySelector('main section[aria-label="Problem and solution"]')!;
    const body = squash(section.textContent);
    for (const part of [service.problem, service.solution])
      for (const text of [part.heading, part.body, ...part.points])
        expect(body).toContain(squash(text));
  });

  it.each(service.sections.map((section) => [section.heading, section] as const))(
    'renders "%s" with every item',
    (heading, section) => {
      const element = sectionOf(document, heading);
      const body = squash(element.textContent);
      switch (section.kind) {
        case 'steps':
          expect(section.steps).toHaveLength(3);
          return expectItems(
            itemsOf(element, 'ol'),
            section.steps.map((step, i) => [`Step ${i + 1}: ${step.title}`, step.description]),
          );
        case 'list':
          expect(section.items).toHaveLength(7);
          return expectItems(
            itemsOf(element, 'ul'),
            section.items.map((item) => [item]),
          );
        case 'gallery':
          expect(section.images).toHaveLength(3);
          return expect(
            [...element.querySelectorAll('img')].map((img) => img.getAttribute('alt')),
          ).toEqual(section.images.map((image) => image.alt));
        case 'story':
          for (const text of [
            section.title,
            section.location,
            section.challenge,
            section.solution,
            section.outcome,
          ])
            expect(body).toContain(squash(text));
          return;
        case 'cards':
          return expectItems(
            itemsOf(element, 'ul'),
            section.cards.map((card) => [card.title, card.description]),
          );
        case 'callout':
          for (const paragraph of section.body) expect(body).toContain(squash(paragraph));
          expect(squash(element.querySelector(`a[href="${section.cta.href}"]`)?.textContent)).toBe(
            section.cta.label,
          );
      }
    },
  );
});

describe('/services/fema-reconstruction/', () => {
  it('has the spec’s sections: expertise cards, Why This Matters and Get a Consultation', () => {
    const fema = services.find((s) => s.slug === 'fema-reconstruction')!;
    const kinds = fema.sections.map((section) => [section.kind, section.heading]);
    expect(kinds).toEqual([
      ['cards', 'Our FEMA Reconstruction Expertise'],
      ['callout', 'Why This Matters'],
    ]);
    const callout = fema.sections[1]!;
    expect(callout.kind === 'callout' && callout.cta).toEqual({
      label: 'Get a Consultation',
      href: quoteForm.href,
    });
  });
});

describe('/projects/', () => {
  const document = readDocument('/projects/');

  if (projects.length) {
    it('has six filter buttons, All first and pressed', () => {
      const buttons = [...document.querySelectorAll('main button[aria-pressed]')];
      expect(buttons.map((button) => squash(button.textContent))).toEqual([
        'All',
        ...projectCategories,
      ]);
      expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual([
        'true',
        ...projectCategories.map(() => 'false'),
      ]);
    });

    it("shows each category's newest six projects (and the featured one) with category and location, one featured", () => {
      const shown = projects.filter(
        (p) => p.featured || projects.filter((q) => q.category === p.category).indexOf(p) < 6,
      );
      const cards = [...sectionOf(document, projectsIntro.gridHeading).querySelectorAll('article')];
      expectItems(
        cards,
        shown.map((p) => [p.title, p.category, p.location]),
      );
      const featured = cards.filter((card) => squash(card.textContent).includes('Featured'));
      expect(featured.map((card) => squash(card.querySelector('h3')?.textContent))).toEqual([
        projects.find((p) => p.featured)!.title,
      ]);
    });

    it('features one project large: photo, category, title and town, linked, with a quote button', () => {
      const featured = projects.find((p) => p.featured)!;
      const section = sectionOf(document, projectsIntro.featuredHeading);
      expect(squash(section.querySelector('h3')?.textContent)).toBe(featured.title);
      for (const fact of [featured.category, `${featured.location}, FL`])
        expect(bare(section.textContent)).toContain(bare(fact));
      expect(section.querySelector('img')?.getAttribute('alt')).toBe(featured.photos[0]!.alt);
      expect(section.querySelector(`a[href="/projects/${featured.slug}/"]`)).not.toBeNull();
      const quote = [...section.querySelectorAll('a')].find(
        (a) => squash(a.textContent) === 'Get a Free Quote',
      );
      expect(quote?.getAttribute('href')).toMatch(/^\/contact\/(#[\w-]+)?$/);
    });
  } else {
    it('says new projects are coming, with no filter and no featured project', () => {
      expect(squash(sectionOf(document, projectsIntro.emptyHeading).textContent)).toContain(
        squash(projectsIntro.emptyLead),
      );
      expect(document.querySelectorAll('main button[aria-pressed]')).toHaveLength(0);
      expect(() => sectionOf(document, projectsIntro.featuredHeading)).toThrow();
      expect(document.querySelector(`main a[href="${quoteForm.href}"]`)).not.toBeNull();
    });
  }
});

describe('/about/', () => {
  const document = readDocument('/about/');
  const body = squash(document.body.textContent);

  it('has the orange call-or-text bar with the satellite office, its number, and a text link', () => {
    expect(bare(body)).toContain(
      bare(
        `${aboutHero.callBarLabel} in ${site.satelliteTown}: ${site.satellitePhone.display} ${aboutHero.callBar}`,
      ),
    );
    expect(document.querySelector(`a[href="tel:${site.satellitePhone.e164}"]`)).not.toBeNull();
    expect(document.querySelector(`a[href="sms:${site.satellitePhone.e164}"]`)).not.toBeNull();
  });

  it('tells the story with six milestones', () => {
    const section = sectionOf(document, story.heading);
    for (const paragraph of story.paragraphs)
      expect(squash(section.textContent)).toContain(paragraph);
    expect(story.milestones).toHaveLength(6);
    expectItems(
      itemsOf(section, 'ol'),
      story.milestones.map((m) => [m.year, m.description]),
    );
  });

  it('shows A New Era with two images, three feature cards and The Mission Continues', () => {
    const section = sectionOf(document, newEra.heading);
    expect([...section.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(
      newEra.images.map((image) => image.alt),
    );
    expect(newEra.features).toHaveLength(3);
    expectItems(
      itemsOf(section, 'ul'),
      newEra.features.map((f) => [f.title, f.description]),
    );
    expect(squash(section.textContent)).toContain(newEra.missionHeading);
    expect(squash(section.textContent)).toContain(squash(newEra.mission));
  });

  it('lists four core values and a leadership team of three', () => {
    expect(values.items).toHaveLength(4);
    expectItems(
      itemsOf(sectionOf(document, 'Core Values')),
      values.items.map((v) => [v.title, v.description]),
    );
    expect(team.members.map((m) => m.role)).toEqual([
      'General Contractor',
      'Director of Sales',
      'Head of Operations',
    ]);
    const members = itemsOf(sectionOf(document, 'Leadership Team'));
    expectItems(
      members,
      team.members.map((m) => [m.name, m.role, m.description]),
    );
    members.forEach((member, i) =>
      expect(member.querySelector('img')?.getAttribute('alt')).toBe(team.members[i]!.photo.alt),
    );
  });

  it('shows the credentials: 15+, 800+, 25, 95% and the license', () => {
    const section = sectionOf(document, credentials.heading);
    expect(credentials.stats.map((stat) => stat.value)).toEqual(['15+', '800+', '25', '95%']);
    const pairs = [...section.querySelectorAll('dl > div')].map((pair) => [
      squash(pair.querySelector('dd')?.textContent),
      squash(pair.querySelector('dt')?.textContent),
    ]);
    expect(pairs).toEqual(credentials.stats.map((stat) => [stat.value, stat.label]));
    expect(section.textContent).toContain(site.license);
  });
});

describe('/contact/', () => {
  const document = readDocument('/contact/');

  it('shows the business hours, the details and the Find Us map', () => {
    const body = squash(document.body.textContent);
    expect(hours.map((h) => `${h.label} ${formatHours(h)}`)).toEqual([
      'Monday – Friday 8:00 AM – 5:00 PM',
      'Saturday 9:00 AM – 2:00 PM',
      'Sunday Closed',
    ]);
    const hoursSection = squash(sectionOf(document, contactPage.hoursHeading).textContent);
    for (const h of hours)
      expect(bare(hoursSection)).toContain(bare(`${h.label} ${formatHours(h)}`));
    for (const text of [
      site.phone.display,
      site.email,
      site.address.street,
      contactPage.mapHeading,
    ])
      expect(body).toContain(text);
  });

  it('renders the form with the spec’s labels and the eight service choices', () => {
    const form = document.querySelector('form[aria-label="Send Us a Message"]')!;
    const labels = [...form.querySelectorAll('label')]
      .map((label) => squash(label.textContent).replace(/ \*$/, ''))
      .filter((label) => label !== 'Leave this field empty');
    expect(labels).toEqual([
      'Full Name',
      'Email Address',
      'Phone Number',
      'Service Interested In',
      'Message',
      // Not in the spec's list: the optional photos of issue 40, after the spec's fields.
      'Photos (optional, up to 5)',
    ]);
    const options = [...form.querySelectorAll('select option')].map((o) => squash(o.textContent));
    expect(options).toEqual(['Select a service', ...serviceOptions]);
    expect(options).toHaveLength(8);
    expect(form.querySelector('textarea')?.getAttribute('rows')).toBe('5');
  });
});
