import { labels as spanish } from '@/content/es/island-labels';
import { labels as english } from '@/content/island-labels';

/** The islands' words but the form's, in this edition's language (lib/labels.ts says why). */
export const islandLabels = process.env.NEXT_PUBLIC_SITE_LOCALE === 'es' ? spanish : english;

/** A project category as this edition names it (the category itself is the data's, in English). */
export const categoryName = (category: string) =>
  (islandLabels.categories as Record<string, string>)[category] ?? category;
