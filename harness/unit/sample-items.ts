/**
 * The template's sample items in a copy of content/ (lib/content/example-items.ts): the files
 * that mark themselves `"example": true`, and a way to make the copy's samples pass as real, as
 * an owner who rewrote each in the editor and switched "Example" off would.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Entry = Record<string, unknown>;

const folders = ['testimonials', 'projects', 'areas'] as const;

const readEntry = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Entry;
const writeEntry = (file: string, data: Entry) =>
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

/** Every file of `dir`'s folders of items, as content/<folder>/<name>.json. */
export function itemFiles(dir: string) {
  return folders.flatMap((folder) =>
    readdirSync(path.join(dir, folder))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => `${folder}/${name}`),
  );
}

/** Switches "Example" off in every item of `dir`, the leadership team's included. */
export function unmarkSamples(dir: string) {
  for (const item of itemFiles(dir)) {
    const { example: _example, ...real } = readEntry(path.join(dir, item));
    writeEntry(path.join(dir, item), real);
  }
  const teamFile = path.join(dir, 'team.json');
  const team = readEntry(teamFile);
  writeEntry(
    teamFile,
    Object.fromEntries(
      Object.entries(team).map(([role, leader]) => {
        const { example: _example, ...real } = leader as Entry;
        return [role, real];
      }),
    ),
  );
  return dir;
}

/**
 * The content check as a production build's first step runs it under GitHub Actions
 * (pipeline/steps/check-content.ts): over `contentDir`, its job summary written in `summaryDir`.
 */
export const productionContentCheck = (contentDir: string, summaryDir: string) =>
  spawnSync('npx', ['tsx', 'pipeline/steps/check-content.ts'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      CMS_REQUIRE_REPO: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_STEP_SUMMARY: path.join(summaryDir, 'summary.md'),
      CONTENT_DIR: contentDir,
    },
  });
