import { labels as spanish } from '@/content/es/form-labels';
import { labels as english } from '@/content/form-labels';

/** The contact form's words, in this edition's language (lib/labels.ts says why a module of their own). */
export const formLabels = process.env.NEXT_PUBLIC_SITE_LOCALE === 'es' ? spanish : english;
