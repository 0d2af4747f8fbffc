import { render, screen, within } from '@testing-library/react';
import HomePage from '@/app/page';
import ProjectsPage from '@/app/projects/page';
import { projectsIntro, site, testimonialsIntro } from '@/lib/content';
import { businessJsonLd } from '@/lib/structured-data';

// The content as it is after the owner deleted every project and every testimonial in the editor.
jest.mock('@/lib/content', () => ({
  ...jest.requireActual('@/lib/content'),
  projects: [],
  featuredProject: undefined,
  testimonials: [],
}));

describe('a site with no projects and no testimonials', () => {
  it('says on the projects page that new projects are coming, with the quote button and no filter', () => {
    render(<ProjectsPage />);
    const empty = screen.getByRole('region', { name: projectsIntro.emptyHeading });
    expect(empty).toHaveTextContent(projectsIntro.emptyLead);
    expect(screen.queryByRole('group', { name: 'Filter projects by category' })).toBeNull();
    expect(screen.queryByRole('heading', { name: projectsIntro.featuredHeading })).toBeNull();
    expect(screen.queryByRole('heading', { name: projectsIntro.gridHeading })).toBeNull();
    // next/link in jsdom leaves out the trailing slash the export adds.
    expect(screen.getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contact\/?$/),
    );
  });

  it('leaves the testimonials out of the home page', () => {
    render(<HomePage />);
    expect(screen.queryByRole('heading', { name: testimonialsIntro.heading })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Client testimonials' })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Our Services' })).getAllByRole('article'),
    ).not.toHaveLength(0);
  });

  it('tells search engines the service area instead of the cities of projects', () => {
    expect(businessJsonLd().areaServed).toBe(site.serviceArea);
  });
});
