/** The About page's leaders from content/team.json (lib/content/loader.ts reads it with the rest). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { teamFileSchema, teamRoles, type ImageInput, type TeamMember } from '@/content/schema';
import { labels as spanishLabels } from '@/content/es/labels';
import { checkExampleItem } from './example-items';
import { type Problems, readJson, shown } from './files';

/**
 * The three leaders in the spec's order of roles, each with its role; their portraits are added
 * to `images` for the loader's one check that image files exist. None when the file is wrong. A
 * production build (`requireReal`) refuses the template's sample people.
 */
export function readTeam(
  problems: Problems,
  dir: string,
  images: { file: string; field: string; image: ImageInput }[],
  requireReal: boolean,
): TeamMember[] {
  const file = path.join(dir, 'team.json');
  if (!existsSync(file)) {
    problems.add(shown(file), '(whole file)', 'missing');
    return [];
  }
  const data = readJson(problems, file);
  const team = data === undefined ? undefined : problems.parse(shown(file), teamFileSchema, data);
  if (!team) return [];
  return (Object.keys(teamRoles) as (keyof typeof teamRoles)[]).map((key) => {
    images.push({ file: shown(file), field: `${key}.photo`, image: team[key].photo });
    if (requireReal) checkExampleItem(problems, shown(file), 'team', team[key], key);
    const { example: _example, ...leader } = team[key];
    // Its role in the edition's words (content/es/labels.ts for the Spanish pages).
    const role = problems.edition === 'es' ? spanishLabels.teamRoles[key] : teamRoles[key];
    return { ...leader, role: role as TeamMember['role'] };
  });
}
