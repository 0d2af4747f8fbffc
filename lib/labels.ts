import { labels as spanish } from '@/content/es/labels';
import { labels as english } from '@/content/labels';

/**
 * The words components and pages write themselves, in this edition's language (lib/locale.ts).
 * Three modules, each its own door, so an island's bundle carries its own words and no other
 * page's: this one what only the server renders, lib/form-labels.ts the contact form's (the contact
 * page alone), lib/island-labels.ts the other islands'. And one language each: in the browser's
 * bundles next.config.mjs resolves the other edition's module to this one's.
 */
export const labels = process.env.NEXT_PUBLIC_SITE_LOCALE === 'es' ? spanish : english;
