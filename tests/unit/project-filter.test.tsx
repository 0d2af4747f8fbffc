import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterItem, ProjectFilter } from '@/components/projects/project-filter';
import { projects } from '@/content/projects';
import { projectCategories } from '@/content/schema';

function renderFilter() {
  const counts = Object.fromEntries([
    ['All', projects.length],
    ...projectCategories.map((c) => [c, projects.filter((p) => p.category === c).length]),
  ]);
  render(
    <ProjectFilter categories={projectCategories} counts={counts}>
      <ul aria-label="Projects">
        {projects.map((project) => (
          <FilterItem key={project.id} category={project.category}>
            {project.title}
          </FilterItem>
        ))}
      </ul>
    </ProjectFilter>,
  );
}

const visibleTitles = () =>
  within(screen.getByRole('list', { name: 'Projects' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('projects filter', () => {
  it('offers six buttons with All selected by default', () => {
    renderFilter();
    const buttons = within(
      screen.getByRole('group', { name: 'Filter projects by category' }),
    ).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'All',
      'Kitchen',
      'Bathroom',
      'Retail',
      'Commercial',
      'Investor',
    ]);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(visibleTitles()).toHaveLength(9);
  });

  it('shows only kitchen projects', async () => {
    renderFilter();
    await userEvent.click(screen.getByRole('button', { name: 'Kitchen' }));
    expect(screen.getByRole('button', { name: 'Kitchen' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(visibleTitles()).toEqual(['Coastal Kitchen Remodel', 'Open-Concept Kitchen Addition']);
    expect(screen.getByText('Showing 2 Kitchen projects')).toBeInTheDocument();
  });

  it('goes back to every project with All', async () => {
    renderFilter();
    await userEvent.click(screen.getByRole('button', { name: 'Commercial' }));
    expect(visibleTitles()).toEqual(['Restaurant Interior Renovation', 'Medical Office Buildout']);
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(visibleTitles()).toHaveLength(9);
  });
});
