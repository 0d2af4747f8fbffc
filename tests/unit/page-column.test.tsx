import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { Container } from '@/components/ui/container';

/** The .ts and .tsx files below `folder`. */
function codeUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return codeUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the page column', () => {
  it('is written once: no page or component spells out its width or side padding', () => {
    const spelled = [...codeUnder('app'), ...codeUnder('components')].filter((file) =>
      /\bmax-w-6xl\b|\bsm:px-6\b/.test(readFileSync(file, 'utf8')),
    );
    expect(spelled).toEqual([path.join('components', 'ui', 'container.tsx')]);
  });

  it('renders the element it is given, the column classes with the caller’s', () => {
    render(
      <Container as="ol" className="flex gap-1" aria-label="Trail">
        <li>Home</li>
      </Container>,
    );
    const list = screen.getByRole('list', { name: 'Trail' });
    expect(list.tagName).toBe('OL');
    expect(list).toHaveClass('mx-auto', 'max-w-6xl', 'px-4', 'sm:px-6', 'flex', 'gap-1');
  });

  it('is a div at the page width by default, and narrower for a message screen', () => {
    const { container } = render(
      <>
        <Container>page</Container>
        <Container width="text">message</Container>
      </>,
    );
    const [page, message] = Array.from(container.children);
    expect(page!.tagName).toBe('DIV');
    expect(page).toHaveClass('max-w-6xl');
    expect(message).toHaveClass('max-w-3xl', 'px-4', 'sm:px-6');
    expect(message).not.toHaveClass('max-w-6xl');
  });
});
