/**
 * `npm run check:content`, and the step `npm run build` takes before `next build`: every content
 * file against its schema and the rules across files, and the page copy against its own, in
 * seconds. Loading only throws; this is where the problems are told: one line each, and under
 * GitHub Actions also as annotations and a job summary (pipeline/content-report.ts).
 *
 * It also lists the photos in the editor's upload folder that no content uses any more: deleting
 * a project in the editor leaves its photos behind (docs/editing.md), and they would be published
 * and encoded on every build. Listed, not refused: the site builds the same with them.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from '../../lib/content/loader';
import { reportToGitHub } from '../content-report';

/** The editor's upload folder (pipeline/cms-config.ts: media_folder), as the site addresses it. */
const uploads = '/images/projects';

const filesUnder = (dir: string): string[] =>
  readdirSync(path.join('public', dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );

try {
  const { missingSpanish, usedImageSources } = await import('../../lib/content');
  console.log('check:content: every content file passes');
  if (missingSpanish.length) {
    console.log(
      `check:content: ${missingSpanish.length} Spanish field(s) empty: the Spanish pages show the English text there, and the live site is not published until each is written (in the editor, beside its English field):`,
    );
    // One line per file, its empty fields after it.
    const byFile = new Map<string, string[]>();
    for (const gap of missingSpanish) {
      const [file, field] = gap.split(': ') as [string, string];
      byFile.set(file, [...(byFile.get(file) ?? []), field]);
    }
    for (const [file, fields] of byFile) console.log(`  ${file}: ${fields.join(', ')}`);
  }
  const unused = filesUnder(uploads).filter((src) => !usedImageSources.has(src));
  if (unused.length) {
    console.log(
      `check:content: ${unused.length} photo(s) no content uses; delete them under Media in the editor unless you mean to use them again:`,
    );
    for (const src of unused) console.log(`  public${src}`);
  }
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  reportToGitHub(error.problems);
  console.error(`check:content: not published, ${error.problems.length} problem(s):`);
  for (const line of error.problems) console.error(`  ${line}`);
  process.exit(1);
}
