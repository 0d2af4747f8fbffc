import { render, screen } from '@testing-library/react';
import { TestimonialsSection } from '@/components/home/testimonials-section';
import { ProjectShowcase } from '@/components/projects/project-showcase';
import { areas, featuredProject, projects, projectsIntro, testimonials } from '@/lib/content';
import { businessJsonLd } from '@/lib/structured-data';

// The content as it is after the owner deleted every project and every testimonial in the editor.
jest.mock('@/lib/content', () => ({
  ...jest.requireActual('@/lib/content'),
  projects: [],
  featuredProject: undefined,
  testimonials: [],
}));

describe('a site with no projects and no testimonials', () => {
  it('says on the projects page that new projects are coming, with no filter and no featured project', () => {
    render(<ProjectShowcase projects={projects} featured={featuredProject} />);
    expect(screen.getByRole('region', { name: projectsIntro.emptyHeading })).toHaveTextContent(
      projectsIntro.emptyLead,
    );
    expect(screen.queryByRole('group', { name: 'Filter projects by category' })).toBeNull();
    expect(screen.queryByRole('heading', { name: projectsIntro.featuredHeading })).toBeNull();
    expect(screen.queryByRole('heading', { name: projectsIntro.gridHeading })).toBeNull();
  });

  it('leaves the testimonials out of the home page', () => {
    const { container } = render(<TestimonialsSection testimonials={testimonials} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('still tells search engines the towns it works in', () => {
    expect(areas.length).toBeGreaterThan(0);
    expect(businessJsonLd()).toMatchObject({
      areaServed: areas.map((area) => ({ '@type': 'City', name: `${area.town}, FL` })),
    });
  });
});
