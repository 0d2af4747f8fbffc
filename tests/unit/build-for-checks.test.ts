import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isCode, newest } from '@/server/source-times';
import { filesUnder, notSourceFolders } from '../../harness/source-files';

/**
 * BUILD_FOR_CHECKS=1 makes a build for the build checks only: no type check (next.config.mjs)
 * and no .br/.gz files (pipeline/steps/postbuild.ts). Only the copies of harness/project-copy.ts may set it;
 * the test build, `npm start`, the workflows and the deploy never do, or the site would ship
 * unchecked types and no pre-compressed files (tests/build/precompressed.test.ts catches the
 * latter over the test build and the deploy's).
 */
const self = path.join('tests', 'unit', 'build-for-checks.test.ts');
const code = (file: string) => /\.(ts|tsx|mjs|js|json|ya?ml|sh)$|(^|\/)run$/.test(file);

const withoutComments = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*|#)/.test(line))
    .join('\n');

// docs/ names the switches in prose and examples.
const sources = filesUnder('.', code, [...notSourceFolders, 'docs'])
  .filter((file) => file !== self)
  // Code only: comments may name the switches.
  .map((file) => ({ file, text: withoutComments(readFileSync(file, 'utf8')) }));
const naming = sources.filter(({ text }) => text.includes('BUILD_FOR_CHECKS'));

it('is read by the Next config and the postbuild step, and set only by the project copies', () => {
  const setters = naming
    .filter(({ text }) => /BUILD_FOR_CHECKS(: |=)['"]?1/.test(text))
    .map(({ file }) => path.basename(file));
  expect(setters).toEqual(['project-copy.ts']);
  const readers = naming
    .filter(({ text }) => /process\.env\.BUILD_FOR_CHECKS === '1'/.test(text))
    .map(({ file }) => file)
    .sort();
  expect(readers).toEqual(['next.config.mjs', path.join('pipeline', 'steps', 'postbuild.ts')]);
});

it('is set by no workflow, npm script, CI entry point or test build', () => {
  const places = naming
    .map(({ file }) => file)
    .filter((file) =>
      /^(\.github\/|\.ci\/|package\.json$|harness\/build-site\.ts$|server\/)/.test(file),
    );
  expect(places).toEqual([]);
});

/**
 * TYPES_CHECKED=1 skips only Next's type check (next.config.mjs), where the same code's types are
 * checked elsewhere: `npm test`'s test build (its typecheck step, after the build, checks them) and
 * `npm start`'s rebuild when no code is newer than the last finished build. Nothing else names it,
 * so no workflow, CI entry point or deploy can skip the check.
 */
describe('TYPES_CHECKED', () => {
  it('is named only by the Next config, npm test and npm start', () => {
    const naming = sources.filter(({ text }) => text.includes('TYPES_CHECKED'));
    expect(naming.map(({ file }) => file).sort()).toEqual([
      'next.config.mjs',
      path.join('server', 'start.ts'),
      path.join('tests', 'run.ts'),
    ]);
    expect(naming.find(({ file }) => file === 'next.config.mjs')!.text).toContain(
      "process.env.TYPES_CHECKED === '1'",
    );
  });

  it('is set for npm test’s test build only with a typecheck step after that build', () => {
    const runner = readFileSync(path.join('tests', 'run.ts'), 'utf8');
    expect(runner).toMatch(/name: 'test:build', after: \[\], env: \{ TYPES_CHECKED: '1' \}/);
    expect(runner).toMatch(/name: 'typecheck', after: \['test:build'\]/);
    expect(JSON.parse(readFileSync('package.json', 'utf8')).scripts.typecheck).toBe('tsc --noEmit');
  });
});

describe("npm start's code times", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'source-times-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const at = (file: string, seconds: number) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), '');
    utimesSync(path.join(dir, file), seconds, seconds);
  };

  it('count every file of a code folder, and only the code among the content', () => {
    at('content/projects/new.json', 300);
    at('content/schema.ts', 100);
    utimesSync(path.join(dir, 'content/projects'), 300, 300);
    utimesSync(path.join(dir, 'content'), 300, 300);
    expect(newest(path.join(dir, 'content'), isCode)).toBe(100_000);
    at('content/schema.ts', 400);
    expect(newest(path.join(dir, 'content'), isCode)).toBe(400_000);
    at('lib/a.json', 500);
    expect(newest(path.join(dir, 'lib'))).toBeGreaterThanOrEqual(500_000);
  });
});
