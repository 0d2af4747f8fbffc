import { labels as spanish } from '@/content/es/carousel-labels';
import { labels as english } from '@/content/carousel-labels';

/** The testimonials carousel's words, in this edition's language (lib/labels.ts says why). */
export const carouselLabels = process.env.NEXT_PUBLIC_SITE_LOCALE === 'es' ? spanish : english;
