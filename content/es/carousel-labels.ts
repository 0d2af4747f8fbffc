// The Spanish twin of content/carousel-labels.ts, typed against it.
import type * as en from '../carousel-labels';
import type { Es } from './translation';

export const labels: Es<typeof en.labels> = {
  testimonials: {
    label: 'Testimonios de clientes',
    carousel: 'carrusel',
    slide: 'testimonio',
    slideOf: (n: number, total: number) => `${n} de ${total}`,
    previous: 'Testimonio anterior',
    next: 'Testimonio siguiente',
    shown: (n: number, total: number, name: string, location: string) =>
      `Testimonio ${n} de ${total}: ${name}, ${location}`,
    translatedFrom: {
      en: 'Traducción nuestra: el cliente escribió en inglés.',
      es: 'Traducción nuestra: el cliente escribió en español.',
    },
  },
};
