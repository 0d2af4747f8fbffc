import { readFileSync } from 'node:fs';
import path from 'node:path';
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

// docs/ names the switch in prose and examples.
const naming = filesUnder('.', code, [...notSourceFolders, 'docs'])
  .filter((file) => file !== self)
  // Code only: comments may name the switch.
  .map((file) => ({ file, text: withoutComments(readFileSync(file, 'utf8')) }))
  .filter(({ text }) => text.includes('BUILD_FOR_CHECKS'));

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
