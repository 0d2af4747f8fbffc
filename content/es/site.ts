import type * as en from '../site';
import type { Es } from './translation';

/** Not text: the same as the English module. */
export const siteDefaults: Es<typeof en.siteDefaults> = {
  url: 'https://www.coquinacoast.example.com',
  colors: { ink: '#0f1e2e', orange: '#c2410c', concrete: '#f4f2ef' },
};

/** Page keys, not text. */
export const nav: Es<typeof en.nav> = ['home', 'services', 'projects', 'about'];

export const licenseLookup: Es<typeof en.licenseLookup> = {
  href: 'https://www.myfloridalicense.com/wl11.asp?mode=0&SID=',
  label: 'Verifique esta licencia en el DBPR de Florida',
};

export const contactLink: Es<typeof en.contactLink> = { label: 'Contáctenos' };

/** An id, not text. */
export const quoteForm: Es<typeof en.quoteForm> = { id: 'send-message' };

export const privacyLink: Es<typeof en.privacyLink> = {
  label: 'Privacidad',
  /** Beside the form, before the link. */
  formNote: 'Lo que guardamos de su mensaje, por cuánto tiempo y cómo pedir que lo borremos:',
  formLabel: 'nuestra página de privacidad',
};

export const pageNames: Es<typeof en.pageNames> = {
  home: 'Inicio',
  services: 'Servicios',
  projects: 'Proyectos',
  serviceAreas: 'Áreas de servicio',
  about: 'Nosotros',
  contact: 'Contacto',
  privacy: 'Privacidad',
};

export const spanishContact: Es<typeof en.spanishContact> = {
  phone: 'Se habla español',
  email: 'Escríbanos en español: le respondemos por correo electrónico.',
};
