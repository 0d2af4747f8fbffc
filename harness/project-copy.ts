/**
 * A copy of this checkout in the temp folder, to build other content without touching out/: the
 * sizes of harness/scale-site.ts, and `npm start` on the test build in tests/start/watch.test.ts
 * (which keeps out/). The copy keeps the image cache (no photo is encoded again) and links
 * node_modules.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testEnv } from './ports';

const skipped =
  /^(node_modules|\.git|\.next|\.tmp|\.data|outbox|test-results|playwright-report|bench-results)$/;

/**
 * Copies the checkout (with its build in out/ if `withBuild`), lets `prepare` change the copy, and
 * returns the copy's folder.
 */
export function copyProject(prepare: (dir: string) => void, { withBuild = false } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `site-copy-${process.env.TEST_RUN_ID ?? 'run'}-`));
  const skip = (name: string) => skipped.test(name) || (name === 'out' && !withBuild);
  cpSync('.', dir, {
    recursive: true,
    preserveTimestamps: true,
    filter: (src) => path.dirname(src) !== '.' || !skip(path.basename(src)),
  });
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  prepare(dir);
  return dir;
}

/**
 * Next keeps the key it hashes server references with in .next/cache, except where it believes it
 * runs in a container (is-docker, as on CI machines): there each build draws a new one. The key is
 * part of the webpack cache's version, so every build of a copy would compile from nothing. The
 * site has no server actions, so nothing it ships depends on the key; a copy's builds use this one.
 */
const copyBuildKey = Buffer.alloc(32, 7).toString('base64');

/**
 * `npm run build` in a copy, with the test settings; throws with the build's output if it fails.
 * BUILD_FOR_CHECKS=1: no type check (the code is the checkout's, checked by its own build) and no
 * .br/.gz files (no check over a copy reads them); next.config.mjs and pipeline/steps/postbuild.ts.
 */
export function buildCopy(dir: string, stdio: 'inherit' | 'pipe' = 'inherit') {
  execFileSync('npm', ['run', 'build'], {
    cwd: dir,
    stdio,
    env: {
      ...process.env,
      ...testEnv,
      BUILD_FOR_CHECKS: '1',
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: copyBuildKey,
    },
    maxBuffer: 64 * 1024 * 1024,
  });
}

export const removeCopy = (dir: string) => rmSync(dir, { recursive: true, force: true });
