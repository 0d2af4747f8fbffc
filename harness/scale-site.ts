/**
 * `npm run test:scale`: the site built at the sizes the owner's content can take, one after another
 * in one copy of the project in the temp folder, so the test build in out/ is untouched. The copy
 * keeps the image cache (no photo is encoded again), and its webpack cache from one size to the next:
 * only the content changes, which the pages read when they are generated, so the second and third
 * builds compile from the cache (harness/project-copy.ts):
 *
 * - no projects and no testimonials (so no town page either): a young company, or an owner who
 *   pruned every old job;
 * - one project, in a town that has no page from it;
 * - 200 projects in 20 towns (harness/scale-content.ts), as the owner's work will one day be, and
 *   among them the featured project with the duplicate the editor saves of it (admin.spec.ts).
 *
 * Then the build checks whose rules hold at that size run over each export: what holds at any size
 * (tests/build/any-size.test.ts), byte budgets, Cloudflare's limits, the structured data and
 * sitemap, and, with projects, every project page and the projects index with its filter. Before
 * each size the copy's content/ is the checkout's again and its out/ is gone. The copy is removed
 * however the run ends.
 */
import { execSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { testEnv } from './ports';
import { buildCopy, copyProject, removeCopy } from './project-copy';
import { emptiedFolders, writeDuplicate, writeScaleContent } from './scale-content';

/** Deletes every file of a content folder but the ones named. */
const keepOnly = (dir: string, folder: string, keep: string[] = []) => {
  for (const name of readdirSync(path.join(dir, folder)))
    if (!keep.includes(name)) rmSync(path.join(dir, folder, name));
};

const everySize = ['any-size', 'budgets', 'cloudflare-limits', 'structured-data', 'html-validity'];
/**
 * The Spanish edition switched off in the editor (docs/spanish.md): the small sizes build the
 * English pages alone, which checks the switch too (tests/build/any-size.test.ts); the largest
 * builds both editions, whose budgets must hold at that size.
 */
const englishOnly = (content: string) => {
  const file = path.join(content, 'company.json');
  const company = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(
    file,
    JSON.stringify({ ...company, spanish: { ...company.spanish, edition: false } }),
  );
};

const sizes = [
  {
    // Also what the editor saves after deleting every project and testimonial (admin.spec.ts).
    name: 'no projects, no testimonials, no town pages, English only',
    write: (content: string) => {
      emptiedFolders.forEach((folder) => keepOnly(content, folder));
      englishOnly(content);
    },
    checks: everySize,
  },
  {
    name: 'one project (its town has no page), English only',
    write: (content: string) => {
      keepOnly(content, 'projects', ['spa-bathroom-renovation.json']);
      englishOnly(content);
    },
    checks: [...everySize, 'projects-index'],
  },
  {
    name: '200 projects in 20 towns, and a duplicated featured project in a 21st',
    write: (content: string) => {
      writeScaleContent(content, { projects: 200, towns: 20 });
      writeDuplicate(content);
    },
    checks: [
      'any-size',
      'budgets',
      'cloudflare-limits',
      'structured-data',
      'projects',
      'projects-index',
    ],
  },
];

const dir = copyProject(() => undefined);
try {
  for (const size of sizes) {
    const content = path.join(dir, 'content');
    rmSync(content, { recursive: true });
    rmSync(path.join(dir, 'out'), { recursive: true, force: true });
    cpSync('content', content, { recursive: true, preserveTimestamps: true });
    size.write(content);
    const started = performance.now();
    buildCopy(dir);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`scale: ${size.name} built in ${seconds} s`);
    // --selectProjects last: it takes every word after it as a project name.
    const checks = size.checks.map((name) => `tests/build/${name}.test.ts`);
    execSync(`npx jest ${checks.join(' ')} --selectProjects build`, {
      stdio: 'inherit',
      env: { ...process.env, ...testEnv, CONTENT_DIR: content, OUT_DIR: path.join(dir, 'out') },
    });
  }
} finally {
  removeCopy(dir);
}
