import { readFileSync } from 'node:fs';
import path from 'node:path';
import { typesUnchangedBy } from '@/lib/build-marker';
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
 * checked elsewhere: `npm test`'s test build (its typecheck step checks them) and `npm start`'s
 * rebuild after content or photos alone changed. No workflow, CI entry point or npm script sets
 * it, so the deploy's build checks its types.
 */
describe('TYPES_CHECKED', () => {
  const setting = sources.filter(({ text }) => /TYPES_CHECKED(: |=)['"]?1/.test(text));

  it('is set only by npm test for its test build and by npm start for a content rebuild', () => {
    expect(setting.map(({ file }) => file).sort()).toEqual([
      path.join('server', 'start.ts'),
      path.join('tests', 'run.ts'),
    ]);
    const readers = sources.filter(({ text }) =>
      text.includes("process.env.TYPES_CHECKED === '1'"),
    );
    expect(readers.map(({ file }) => file)).toEqual(['next.config.mjs']);
  });

  it('is set after content and photos changed, not after code did', () => {
    expect(
      typesUnchangedBy([
        'content/company.json',
        'public/images/projects/pool.webp',
        'content/projects/old.json (removed)',
      ]),
    ).toBe(true);
    for (const file of ['content/schema.ts', 'content/helpers.mjs', 'content/x.tsx (removed)'])
      expect(typesUnchangedBy(['content/company.json', file])).toBe(false);
  });
});
