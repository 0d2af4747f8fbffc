import { labels as spanish } from '@/content/es/island-labels';
import { labels as english } from '@/content/island-labels';

/** The islands' words but the form's, in this edition's language (lib/labels.ts says why). */
export const islandLabels = process.env.NEXT_PUBLIC_SITE_LOCALE === 'es' ? spanish : english;
