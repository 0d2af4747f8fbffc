/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Files that fit on a screen or two, so a newcomer reads one job per file: the router at most 150
 * lines, a component at most 200, any other code file at most 300. Tests, their harness and the
 * migrations are exempt (a migration is applied as written; a test's length is its cases).
 */
const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

const exempt = /^(tests|harness)\/|\/migrations\/|^public\/admin\//;
const lines = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;

function limitOf(file: string) {
  if (file === 'supabase/functions/_shared/contact-handler.ts') return 150;
  if (/^components\/.+\.tsx$/.test(file)) return 200;
  return 300;
}

describe('file sizes', () => {
  it('reads the tracked code files', () => {
    expect(tracked).toContain('supabase/functions/_shared/contact-handler.ts');
    expect(tracked.filter((file) => file.startsWith('components/')).length).toBeGreaterThan(10);
  });

  it('keeps the router, each component and every other code file within its length', () => {
    const over = tracked
      .filter((file) => !exempt.test(file))
      .map((file) => ({ file, lines: lines(file), limit: limitOf(file) }))
      .filter(({ lines, limit }) => lines > limit)
      .map(({ file, lines, limit }) => `${file}: ${lines} lines, at most ${limit}`);
    expect(over).toEqual([]);
  });
});
