import { labels as english } from '@/content/labels';
import { labels as spanish } from '@/content/es/labels';

/**
 * The words components and pages write themselves (content/labels.ts), in this edition's language:
 * the one door to them for server components and islands alike (lib/locale.ts picks the edition).
 * NEXT_PUBLIC_SITE_LOCALE is inlined at build, so each edition's islands carry one language.
 */
export const labels = process.env.NEXT_PUBLIC_SITE_LOCALE === 'es' ? spanish : english;

type TeamRole = keyof typeof english.teamRoles;

/**
 * A leader's role as the About page shows it. lib/content hands on content/team-schema.ts's English
 * name, which the English labels repeat exactly (tsc holds them together); its key finds the name
 * in this edition's language.
 */
export function roleName(role: string) {
  const key = (Object.keys(english.teamRoles) as TeamRole[]).find(
    (candidate) => english.teamRoles[candidate] === role,
  );
  return key ? labels.teamRoles[key] : role;
}
