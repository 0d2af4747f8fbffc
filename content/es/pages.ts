// The Spanish twin of content/pages.ts, typed against it.
import type * as en from '../pages';
import type { Es } from './translation';

/** Each top-level page's search title and description (70-160 characters), and hero copy. */
export const pages: Es<typeof en.pages> = {
  home: {
    /** After the company name: the page writes `<name> | <title>`. */
    title: 'Contratista general y de concreto, Largo FL',
    description:
      'Contratista con licencia en Largo, FL, desde 1985: remodelación de cocinas y baños, locales comerciales, rescate de permisos y reconstrucción según FEMA.',
  },
  services: {
    title: 'Servicios de construcción y remodelación',
    description:
      'Remodelación de casas y comercios, locales comerciales, rescate de permisos, alianzas con inversionistas y reconstrucción según FEMA en Pinellas y Tampa Bay.',
    eyebrow: 'Servicios',
    heading: 'Nuestros servicios',
    lead: 'Un solo equipo con licencia para toda la obra: ayuda con el diseño, permisos, concreto, carpintería, acabados e inspección final.',
  },
  projects: {
    title: 'Proyectos en Tampa Bay',
    description:
      'Cocinas, baños, locales comerciales, restaurantes y remodelaciones para inversionistas en St. Petersburg, Tampa, Clearwater y las playas del Golfo.',
  },
  about: {
    title: 'Quiénes somos',
    description:
      'Contratista en Largo, FL, desde 1985: nuestra historia, hitos, valores, equipo directivo, licencia y las casas resilientes impresas en 3D que construiremos.',
  },
  contact: {
    title: 'Contáctenos: presupuesto gratis',
    description:
      'Presupuesto gratis de un contratista con licencia en Largo, FL. Llámenos o escríbanos sobre su remodelación, local, permiso o proyecto en zona de inundación.',
  },
  /**
   * What the service worker shows for a page it has not saved when there is no connection.
   * Never indexed, not in the sitemap.
   */
  offline: {
    title: 'Sin conexión',
    description:
      'En este momento no hay conexión. Llame o envíe un texto a nuestra oficina, verifique nuestra licencia o abra las páginas guardadas en este teléfono.',
    eyebrow: 'Sin conexión',
    heading: 'En este momento no hay conexión',
    lead: 'Esta página no está guardada en este teléfono. Aun así puede llamarnos o enviarnos un texto, y las páginas de abajo se abren sin señal.',
    text: 'Envíenos un texto',
    pagesHeading: 'Guardadas en este teléfono',
  },
};

/**
 * Concrete work has no service page of its own, so the services page names it and the home page
 * points there. Quotes come through the contact form, whose service choices are fixed: a concrete
 * job goes under Other, which its quote button chooses.
 */
export const concreteWork: Es<typeof en.concreteWork> = {
  id: 'concrete',
  eyebrow: 'Donde empezamos en 1985',
  heading: 'Trabajos de concreto',
  lead: 'Nuestras propias cuadrillas encofran, funden y dan el acabado a cada losa que construimos, para casas y negocios, según el Código de Construcción de Florida y las cargas de viento e inundación de la costa del Golfo.',
  groups: [
    {
      heading: 'Para su casa',
      items: [
        'Losas de lanai y de alrededor de la piscina, con las zapatas del cerramiento de screen incluidas',
        'Entradas de carro, caminos peatonales y plataformas de estacionamiento',
        'Losas y zapatas para ampliaciones y garajes',
        'Remates de seawall y plataformas de acceso a muelles',
        'Losas agrietadas o hundidas: las rompemos y las volvemos a fundir',
      ],
    },
    {
      heading: 'Para su negocio',
      items: [
        'Losas y zapatas para locales nuevos y ampliaciones',
        'Aceras, bordillos y rampas ADA',
        'Losas para contenedores de basura y para equipos',
        'Paredes de bloques y vigas de amarre',
        'Cortes y parches de losa para nueva plomería en locales de inquilinos',
      ],
    },
  ],
  quote:
    'Los presupuestos de concreto se piden con el mismo formulario que todo lo demás, en la opción "Otro": díganos más o menos qué tamaño tiene el trabajo, dónde va y qué va a soportar.',
  quoteLabel: 'Pida un presupuesto de concreto',
  /** Under the home page's service cards. */
  homeLine: 'También hacemos concreto, para casas y negocios.',
  homeLink: 'Vea nuestros trabajos de concreto',
};
