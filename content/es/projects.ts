// Plain copy: the Spanish twin of content/projects.ts, typed against it.
import type * as en from '../projects';
import type { Es } from './translation';

export const projectsIntro: Es<typeof en.projectsIntro> = {
  title: 'Nuestros proyectos',
  lead: 'Cocinas, baños, locales comerciales, restaurantes y remodelaciones para inversionistas en todo Tampa Bay, cada uno con su permiso, inspeccionado y terminado por nuestras propias cuadrillas.',
  featuredHeading: 'Proyecto destacado',
  gridHeading: 'Trabajos recientes',
  featuredCta: '¿Piensa remodelar un restaurante, una tienda o una oficina?',
  /** Shown instead of the featured project and the grid while there are no projects. */
  emptyHeading: 'Pronto publicaremos nuevos proyectos',
  emptyLead:
    'Estamos fotografiando nuestros trabajos más recientes para esta página. Mientras tanto, con gusto le mostramos en persona trabajos parecidos y conversamos sobre el suyo.',
};
