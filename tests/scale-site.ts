/**
 * `npm run test:scale`: the site as the owner's work will one day be, 200 projects in 20 towns
 * (tests/scale-content.ts), built on a copy of the project in the temp folder, so the test build
 * in out/ is untouched (the copy keeps public/_img: no photo is encoded again). Then the build
 * checks that must hold at any size run over that export: byte budgets, Cloudflare's limits, the
 * sitemap, every project page, the projects index without JavaScript and its filter. The copy is
 * removed however the run ends.
 */
import { execSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testEnv } from './ports';
import { writeScaleContent } from './scale-content';

const scale = { projects: 200, towns: 20 };
const skipped =
  /^(node_modules|\.git|\.next|out|\.tmp|\.data|outbox|test-results|playwright-report|bench-results)$/;

const dir = mkdtempSync(path.join(os.tmpdir(), `scale-site-${process.env.TEST_RUN_ID ?? 'run'}-`));
cpSync('.', dir, {
  recursive: true,
  preserveTimestamps: true,
  filter: (src) => !skipped.test(path.basename(src)) || path.dirname(src) !== '.',
});
symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
writeScaleContent(path.join(dir, 'content'), scale);

/** The checks in tests/build/ whose rules hold at any size of content (before --selectProjects,
 * which takes every word after it as a project name). */
const checks = [
  'budgets',
  'cloudflare-limits',
  'structured-data',
  'projects',
  'projects-index',
].map((name) => `tests/build/${name}.test.ts`);

const run = (command: string, env: Record<string, string>, cwd = '.') =>
  execSync(command, { cwd, stdio: 'inherit', env: { ...process.env, ...testEnv, ...env } });

try {
  const started = performance.now();
  run('npm run build', {}, dir);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`scale: ${scale.projects} projects in ${scale.towns} towns built in ${seconds} s`);
  run(`npx jest ${checks.join(' ')} --selectProjects build`, {
    CONTENT_DIR: path.join(dir, 'content'),
    OUT_DIR: path.join(dir, 'out'),
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
