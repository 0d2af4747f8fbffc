// The Spanish twin of content/island-labels.ts, typed against it.
import type * as en from '../island-labels';
import type { Es } from './translation';

const s = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** "A la 1:05 p.m.", "A las 3:05 p.m.": first in its sentence, as es-US ends the time with a stop. */
const at = (time: string) => `${/^1\D/.test(time) ? 'A la' : 'A las'} ${time}`;

const sentAt = (time: string) =>
  `${at(time)} se envió su solicitud guardada. Le respondemos en un día hábil.`;

export const labels: Es<typeof en.labels> = {
  intlLocale: 'es-US',
  siteNav: {
    mobileNav: 'Navegación móvil',
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
  },
  outbox: {
    sent: sentAt,
    refused: 'Su solicitud guardada no se pudo enviar. Por favor, llámenos al',
    expired: (day: string, days: number) =>
      `Una solicitud que usted escribió el ${day} nunca se envió, y se borró de este teléfono después de ${days} ${s(days, 'día', 'días')}. Por favor, envíela de nuevo o llámenos al`,
    ask: (day: string) =>
      `Una solicitud que usted escribió el ${day} sigue guardada en este teléfono y nunca se envió. ¿Desea enviarla ahora?`,
    close: 'Cerrar',
    send: 'Enviar',
    discard: 'Descartar',
  },
  compareSlider: {
    before: 'Antes',
    after: 'Después',
    split: (before: number) => `Antes ${before} %, después ${100 - before} %`,
    label: (pair: string) => `Antes y después: ${pair}`,
  },
  lightbox: {
    viewer: 'Visor de fotos',
    photoOf: (n: number, total: number) => `Foto ${n} de ${total}`,
    position: (n: number, total: number) => `(${n} de ${total})`,
    close: 'Cerrar',
    previous: 'Foto anterior',
    next: 'Foto siguiente',
  },
  /** The project categories (content/service-schema.ts) as the pages name them. */
  categories: {
    Kitchen: 'Cocina',
    Bathroom: 'Baño',
    Retail: 'Local comercial',
    Commercial: 'Comercial',
    Investor: 'Inversión',
  },
  projectFilter: {
    label: 'Filtrar proyectos por categoría',
    all: 'Todos',
    showing: (count: number, category?: string) =>
      `${s(count, 'Se muestra 1 proyecto', `Se muestran ${count} proyectos`)}${category ? ` de ${category}` : ''}`,
  },
  errorScreen: {
    title: 'Error inesperado de la aplicación',
    status: (status: number) => `Estado ${status}`,
    unknown: 'Error desconocido',
    reference: (digest: string) => `Referencia: ${digest}`,
    home: 'Volver a la página de inicio',
  },
};
