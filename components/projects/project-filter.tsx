'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { allProjects, takeEarlyFilterChoices } from '@/lib/filter-contract';
import { categoryName, islandLabels } from '@/lib/island-labels';

const SelectedCategory = createContext(allProjects);

export type ProjectFilterProps = {
  categories: readonly string[];
  counts: Record<string, number>;
  children: ReactNode;
};

/**
 * Filter buttons over a server-rendered grid: choosing a category hides the other cards. A tap
 * before hydration is answered by the page's event contract (lib/filter-contract.ts) and replayed
 * here once; the data-* attributes are what the contract reads. Without JavaScript the buttons are
 * hidden and every project is shown.
 */
export function ProjectFilter({ categories, counts, children }: ProjectFilterProps) {
  const [selected, setSelected] = useState(allProjects);
  const options = [allProjects, ...categories];

  // The replay: taps the contract answered before hydration become this state, each once. Not
  // the initial state, which must match the HTML for hydration, whatever the contract wrote since.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- events recorded outside React
    for (const choice of takeEarlyFilterChoices()) setSelected(choice);
  }, []);

  return (
    <SelectedCategory.Provider value={selected}>
      <div data-project-filter="">
        <div
          role="group"
          aria-label={islandLabels.projectFilter.label}
          className="mb-8 flex flex-wrap justify-center gap-2 noscript:hidden"
        >
          {options.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === selected}
              data-filter-option={option}
              onClick={() => setSelected(option)}
              className="min-h-11 rounded-full border-2 border-ink px-5 font-semibold text-ink transition-colors hover:bg-concrete-100 aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white"
            >
              {option === allProjects ? islandLabels.projectFilter.all : categoryName(option)}
            </button>
          ))}
        </div>
        <p aria-live="polite" className="sr-only">
          {islandLabels.projectFilter.showing(
            counts[selected] ?? 0,
            selected === allProjects ? undefined : categoryName(selected),
          )}
        </p>
        {children}
      </div>
    </SelectedCategory.Provider>
  );
}

export type FilterItemProps = { category: string; children: ReactNode };

export function FilterItem({ category, children }: FilterItemProps) {
  const selected = useContext(SelectedCategory);
  return (
    <li data-category={category} hidden={selected !== allProjects && selected !== category}>
      {children}
    </li>
  );
}
