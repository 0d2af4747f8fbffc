import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FilterItem, ProjectFilter } from '@/components/projects/project-filter';
import { fixtureProjects as projects } from '../fixtures/islands';
import { projectCategories } from '@/content/schema';
import { filterContract } from '@/lib/filter-contract';

const counts = Object.fromEntries([
  ['All', projects.length],
  ...projectCategories.map((c) => [c, projects.filter((p) => p.category === c).length]),
]);

const filter = (
  <ProjectFilter categories={projectCategories} counts={counts}>
    <ul aria-label="Projects">
      {projects.map((project) => (
        <FilterItem key={project.slug} category={project.category}>
          {project.title}
        </FilterItem>
      ))}
    </ul>
  </ProjectFilter>
);

const visibleTitles = () =>
  within(screen.getByRole('list', { name: 'Projects' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const kitchenTitles = projects.filter((p) => p.category === 'Kitchen').map((p) => p.title);

describe('projects filter', () => {
  it('offers six buttons with All selected by default', () => {
    render(filter);
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
    render(filter);
    await userEvent.click(screen.getByRole('button', { name: 'Kitchen' }));
    expect(screen.getByRole('button', { name: 'Kitchen' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(visibleTitles()).toEqual(kitchenTitles);
    expect(screen.getByText('Showing 2 Kitchen projects')).toBeInTheDocument();
  });

  it('goes back to every project with All', async () => {
    render(filter);
    await userEvent.click(screen.getByRole('button', { name: 'Commercial' }));
    expect(visibleTitles()).toEqual(['Commercial project 7', 'Commercial project 8']);
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(visibleTitles()).toHaveLength(9);
  });

  it('is never disabled while the page waits for React', () => {
    expect(renderToString(filter)).not.toMatch(/disabled|inert/);
  });
});

describe("the filter's event contract (a tap before hydration)", () => {
  let container: HTMLElement;
  const reactSaw: string[] = [];
  const onDocumentClick = (event: MouseEvent) =>
    reactSaw.push((event.target as HTMLElement).textContent ?? '');

  beforeEach(() => {
    // The page as it arrives: the server's HTML, and the contract from the <head> already run.
    container = document.createElement('div');
    container.innerHTML = renderToString(filter);
    document.body.append(container);
    window.eval(filterContract);
    // Where React listens: the contract must keep an early tap from reaching it as well.
    document.addEventListener('click', onDocumentClick);
    reactSaw.length = 0;
  });

  afterEach(() => {
    document.removeEventListener('click', onDocumentClick);
    // Each run of the contract listens on window; retire it, as hydration would.
    window.__earlyFilterChoices!.hydrated = true;
    delete window.__earlyFilterChoices;
    container.remove();
  });

  it('answers at once, writing what React would render, and records the choice', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Kitchen' }));
    expect(screen.getByRole('button', { name: 'Kitchen' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(visibleTitles()).toEqual(kitchenTitles);
    expect(window.__earlyFilterChoices!.choices).toEqual(['Kitchen']);
    expect(reactSaw).toEqual([]);
  });

  it('hands each choice to the island once on hydration, then steps aside', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Bathroom' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kitchen' }));
    const recoverable: unknown[] = [];
    // React's development build notes that the attributes differ from its first render (the
    // contract wrote them); production keeps them silently. Nothing else may be reported.
    const warn = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, filter, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining("didn't match the client properties"),
    ]);
    warn.mockRestore();
    expect(window.__earlyFilterChoices).toEqual({ choices: [], hydrated: true });
    expect(screen.getByText('Showing 2 Kitchen projects')).toBeInTheDocument();
    expect(visibleTitles()).toEqual(kitchenTitles);
    expect(screen.getByRole('button', { name: 'Kitchen' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Bathroom' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // From now on React answers, and the contract records nothing more.
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(visibleTitles()).toHaveLength(9);
    expect(screen.getByText('Showing 9 projects')).toBeInTheDocument();
    expect(reactSaw).toEqual(['All']);
    expect(window.__earlyFilterChoices!.choices).toEqual([]);
    expect(recoverable).toEqual([]);
  });

  it('leaves every other click alone', async () => {
    const other = document.createElement('button');
    other.textContent = 'Elsewhere';
    document.body.append(other);
    await userEvent.click(other);
    expect(reactSaw).toEqual(['Elsewhere']);
    expect(window.__earlyFilterChoices!.choices).toEqual([]);
    other.remove();
  });
});
