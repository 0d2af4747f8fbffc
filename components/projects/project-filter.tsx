'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

const SelectedCategory = createContext('All');

export type ProjectFilterProps = {
  categories: readonly string[];
  counts: Record<string, number>;
  children: ReactNode;
};

/** Filter buttons over a server-rendered grid: choosing a category hides the other cards. */
export function ProjectFilter({ categories, counts, children }: ProjectFilterProps) {
  const [selected, setSelected] = useState('All');
  const options = ['All', ...categories];
  const hydrated = useHydrated();
  return (
    <SelectedCategory.Provider value={selected}>
      <div
        role="group"
        aria-label="Filter projects by category"
        className="mb-8 flex flex-wrap justify-center gap-2 noscript:hidden"
      >
        {options.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === selected}
            disabled={!hydrated}
            onClick={() => setSelected(option)}
            className="min-h-11 rounded-full border-2 border-ink px-5 font-semibold text-ink transition-colors hover:bg-concrete-100 aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white"
          >
            {option}
          </button>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {`Showing ${counts[selected] ?? 0} ${selected === 'All' ? '' : `${selected} `}project${counts[selected] === 1 ? '' : 's'}`}
      </p>
      {children}
    </SelectedCategory.Provider>
  );
}

export type FilterItemProps = { category: string; children: ReactNode };

export function FilterItem({ category, children }: FilterItemProps) {
  const selected = useContext(SelectedCategory);
  return <li hidden={selected !== 'All' && selected !== category}>{children}</li>;
}
