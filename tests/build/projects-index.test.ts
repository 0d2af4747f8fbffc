import { JSDOM } from 'jsdom';
import { projectCategories, projects, serviceOfCategory } from '@/lib/content';
import { allProjects, filterContract } from '@/lib/filter-contract';
import { readDocument, readHtml } from '../../harness/build/out';

/**
 * /projects/ at whatever size the content has: the 9 projects of today's test build, and the 200
 * of harness/scale-site.ts, where these checks run again over that build.
 */
const html = readHtml('/projects/');

/** The page with the filter's event contract running, as a browser runs it before hydration. */
function withContract() {
  const { window } = new JSDOM(html, { runScripts: 'outside-only' });
  window.eval(filterContract);
  return window.document;
}

/** The cards: each an <li> with its category for the filter (the "All N" links are too). */
const cards = (document: Document) =>
  [...document.querySelectorAll<HTMLLIElement>('li[data-category]')].filter((li) =>
    li.querySelector('article'),
  );
/** Each category's newest projects, as many as the index shows (app/projects/page.tsx). */
const newest = (category: string) =>
  projects.filter((p) => p.category === category).filter((p, i) => i < 6 || p.featured);
const links = (document: Document) =>
  [...document.querySelectorAll('main a')].map((a) => a.getAttribute('href')!);
const titles = (items: Element[]) => items.map((li) => li.querySelector('h3')!.textContent);

describe('the projects index', () => {
  it('shows each category’s newest projects, all of them without JavaScript', () => {
    const items = cards(new JSDOM(html).window.document);
    expect(items.filter((li) => li.hasAttribute('hidden'))).toEqual([]);
    expect(items.map((li) => li.querySelector('a')!.getAttribute('href')).sort()).toEqual(
      projectCategories.flatMap((c) => newest(c).map((p) => `/projects/${p.slug}/`)).sort(),
    );
  });

  it('reaches every other project through a link to its service’s recent work', () => {
    const index = readDocument('/projects/');
    const reached = new Set(links(index));
    for (const href of [...reached].filter((h) => h.includes('#recent-work-heading')))
      for (const link of links(readDocument(href.split('#')[0]!))) reached.add(link);
    const unreached = projects.filter((p) => !reached.has(`/projects/${p.slug}/`));
    expect(unreached.map((p) => p.slug)).toEqual([]);
    for (const category of projectCategories) {
      const count = projects.filter((p) => p.category === category).length;
      const more = `/services/${serviceOfCategory[category]}/#recent-work-heading`;
      expect(links(index).includes(more)).toBe(count > newest(category).length);
    }
  });

  it('hides the filter buttons without JavaScript', () => {
    const group = new JSDOM(html).window.document.querySelector('[role="group"]')!;
    expect(group.getAttribute('aria-label')).toBe('Filter projects by category');
    expect(group.className).toContain('noscript:hidden');
  });

  it.each(projectCategories.filter((c) => projects.some((p) => p.category === c)))(
    'shows only %s projects when its button is pressed, and all of them again with All',
    (category) => {
      const document = withContract();
      const button = (name: string) =>
        document.querySelector<HTMLButtonElement>(`[data-filter-option="${name}"]`)!;
      button(category).click();
      expect(titles(cards(document).filter((li) => !li.hidden))).toEqual(
        newest(category).map((p) => p.title),
      );
      expect(button(category).getAttribute('aria-pressed')).toBe('true');
      button(allProjects).click();
      expect(cards(document).filter((li) => li.hidden)).toEqual([]);
    },
  );
});
