/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runWorkflowStep } from '../../harness/unit/workflow-step';

// .github/scripts/changes.sh decides whether a push to main deploys at once (content only since
// the last passing run) or after the tests, and whether Supabase deploys. Here it runs on a
// throwaway repository, with a stand-in `gh` that names the last passing commit.
const script = path.resolve('.github/scripts/changes.sh');
let repo: string;
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
function commit(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  }
  git('add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'change');
  return git('rev-parse', 'HEAD');
}

type Run = { headSha: string; event: string };

/**
 * Runs the script for HEAD, with `gh` listing the passing runs on main, newest first: a commit
 * alone is a push's run; empty, no passing run yet. The stand-in prints them through the
 * script's own --jq filter.
 */
function changes(passing: string | Run[]) {
  const runs =
    typeof passing === 'string' ? (passing ? [{ headSha: passing, event: 'push' }] : []) : passing;
  const { stderr, output } = runWorkflowStep({
    script,
    cwd: repo,
    bin: path.join(repo, '.bin'),
    ghAnswer: runs,
    env: { GITHUB_SHA: git('rev-parse', 'HEAD') },
  });
  expect(stderr).toBe('');
  return Object.fromEntries(output.split('\n').map((line) => line.split('=')));
}

beforeEach(() => {
  mkdirSync('.tmp', { recursive: true });
  repo = mkdtempSync(path.resolve('.tmp', 'changes-'));
  git('init', '-q');
  writeFileSync(path.join(repo, '.gitignore'), '.bin/\n');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('what a push to main changed since the last passing run', () => {
  it('is content only when only content/ and public/images/ changed', () => {
    const passed = commit({ 'lib/a.ts': '1', 'content/projects/a.json': '{}' });
    commit({ 'content/projects/a.json': '{"a":1}', 'public/images/projects/a.webp': 'x' });
    expect(changes(passed)).toEqual({ content_only: 'true' });
  });

  it('is code when anything else changed, even in an earlier push whose tests failed', () => {
    const passed = commit({ 'lib/a.ts': '1' });
    commit({ 'lib/a.ts': '2' }); // pushed, its tests failed: never passed
    commit({ 'content/company.json': '{}' });
    expect(changes(passed)).toEqual({ content_only: 'false' });
  });

  it('is code when a TypeScript module under content/ changed (the schemas, the page copy)', () => {
    const passed = commit({ 'content/schema.ts': 'a', 'content/projects/a.json': '{}' });
    commit({ 'content/schema.ts': 'b', 'content/projects/a.json': '{"a":1}' });
    expect(changes(passed).content_only).toBe('false');
  });

  it('is code when a file moved into content/ from elsewhere (both ends of a rename count)', () => {
    const passed = commit({ 'lib/moved.json': '{"long":"enough to be seen as the same file"}' });
    mkdirSync(path.join(repo, 'content'), { recursive: true });
    git('mv', 'lib/moved.json', 'content/moved.json');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'move');
    expect(changes(passed).content_only).toBe('false');
  });

  it('is code when public/ changed outside images/', () => {
    const passed = commit({ 'public/_headers': 'a' });
    commit({ 'public/_headers': 'b' });
    expect(changes(passed).content_only).toBe('false');
  });

  it('is code when supabase/ changed (its deploy is supabase.yml, after the tests)', () => {
    const passed = commit({ 'supabase/functions/x/index.ts': '1' });
    commit({ 'supabase/migrations/2.sql': 'select 1;' });
    expect(changes(passed)).toEqual({ content_only: 'false' });
  });

  it('counts everything as changed when no run has passed yet', () => {
    commit({ 'content/company.json': '{}' });
    expect(changes('')).toEqual({ content_only: 'false' });
  });

  it('counts a passing hand-started run as passing: the first save after setup goes live at once', () => {
    commit({ 'lib/a.ts': '1' });
    const tested = commit({ 'lib/a.ts': '2' }); // tested by Run workflow, never by a push
    commit({ 'content/company.json': '{"phone":"1"}' });
    expect(changes([{ headSha: tested, event: 'workflow_dispatch' }])).toEqual({
      content_only: 'true',
    });
  });

  it('counts the nightly run on main, but never a pull request', () => {
    const older = commit({ 'lib/a.ts': '1' });
    const nightly = commit({ 'lib/a.ts': '2' });
    commit({ 'content/company.json': '{}' });
    expect(changes([{ headSha: nightly, event: 'schedule' }]).content_only).toBe('true');
    expect(changes([{ headSha: nightly, event: 'pull_request' }]).content_only).toBe('false');
    // A pull request's run is passed over: the push before it is the last passing run.
    expect(
      changes([
        { headSha: nightly, event: 'pull_request' },
        { headSha: older, event: 'push' },
      ]).content_only,
    ).toBe('false');
  });
});
