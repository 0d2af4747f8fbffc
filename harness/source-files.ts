import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every folder the site, its editor, its server code and its hosting are made from. */
export const sourceFolders = [
  'app',
  'components',
  'content',
  'lib',
  'nginx',
  'pipeline',
  'public',
  'scripts',
  'server',
  'supabase',
];

/** Folders no source lives in: dependencies, git's store, and what builds, tests and tools write. */
export const notSourceFolders: readonly string[] = [
  'node_modules',
  '_img',
  '.git',
  '.next',
  'out',
  '.tmp',
  '.cache',
  '.data',
  '.generated',
  '.wrangler',
  'test-results',
  'playwright-report',
  'bench-results',
];

/** The files below `folder` (folders named in `skip` left out) that `keep` accepts. */
export function filesUnder(
  folder: string,
  keep: (file: string) => boolean = () => true,
  skip: readonly string[] = notSourceFolders,
): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : filesUnder(full, keep, skip);
    return keep(full) ? [full] : [];
  });
}
