/**
 * `npm run check:content`: the check `npm run build` starts with (every content file against its
 * schema and the rules across files), on its own and in seconds, so the deploy workflow stops a
 * broken save before building. Under GitHub Actions the problems also become annotations and a
 * job summary (lib/content-report.ts).
 *
 * It also lists the photos in the editor's upload folder that no content uses any more: deleting
 * a project in the editor leaves its photos behind (docs/editing.md), and they would be published
 * and encoded on every build. Listed, not refused: the site builds the same with them.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from '../lib/content-loader';

/** The editor's upload folder (build/cms-config.ts: media_folder), as the site addresses it. */
const uploads = '/images/projects';

const filesUnder = (dir: string): string[] =>
  readdirSync(path.join('public', dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );

try {
  const { usedImageSources } = await import('../lib/content');
  console.log('check:content: every content file passes');
  const unused = filesUnder(uploads).filter((src) => !usedImageSources.has(src));
  if (unused.length) {
    console.log(
      `check:content: ${unused.length} photo(s) no content uses; delete them under Media in the editor unless you mean to use them again:`,
    );
    for (const src of unused) console.log(`  public${src}`);
  }
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`check:content: not published, ${error.problems.length} problem(s):`);
  for (const line of error.problems) console.error(`  ${line}`);
  process.exit(1);
}
