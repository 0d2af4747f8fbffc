/**
 * `npm run check:content`: the check `npm run build` starts with (every content file against its
 * schema and the rules across files), on its own and in seconds, so the deploy workflow stops a
 * broken save before building. Under GitHub Actions the problems also become annotations and a
 * job summary (lib/content-report.ts).
 */
import { ContentError } from '../lib/content-loader';

try {
  await import('../lib/content');
  console.log('check:content: every content file passes');
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`check:content: not published, ${error.problems.length} problem(s):`);
  for (const line of error.problems) console.error(`  ${line}`);
  process.exit(1);
}
