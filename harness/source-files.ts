import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every folder the site, its editor, its server code and its hosting are made from. */
export const sourceFolders = [
  'app',
  'build',
  'components',
  'content',
  'lib',
  'nginx',
  'public',
  'scripts',
  'server',
  'supabase',
];

/** The files below `folder` (node_modules and build outputs left out) that `keep` accepts. */
export function filesUnder(folder: string, keep: (file: string) => boolean = () => true): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory())
      return ['node_modules', '_img'].includes(entry.name) ? [] : filesUnder(full, keep);
    return keep(full) ? [full] : [];
  });
}
