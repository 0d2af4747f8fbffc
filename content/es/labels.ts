// The Spanish twin of content/labels.ts, typed against it.
import type * as en from '../labels';
import type { Es } from './translation';

const s = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const labels: Es<typeof en.labels> = {
  intlLocale: 'es-US',
  teamRoles: {
    generalContractor: 'Contratista general',
    directorOfSales: 'Gerente de ventas',
    headOfOperations: 'Gerente de operaciones',
  },
  layout: { skipToContent: 'Saltar al contenido principal' },
  header: { mainNav: 'Principal', call: 'Llamar al' },
  topBar: { label: 'Dirección de la oficina y licencia' },
  licenseLink: { number: (license: string) => `Licencia de Florida #${license}` },
  footer: {
    services: 'Servicios',
    company: 'La empresa',
    contact: 'Contacto',
    quote: 'Pida un presupuesto',
    licensed: 'Con licencia y seguro en Florida',
  },
  callButton: { label: (phone: string) => `Llamar al ${phone}` },
  quoteButton: { label: 'Pida un presupuesto gratis' },
  breadcrumbs: { label: 'Ruta de navegación' },
  homeHero: { services: 'Conozca nuestros servicios' },
  aboutHero: {
    since: (year: number) => `Desde ${year}`,
    title: (company: string) => `Conozca a ${company}`,
    callBar: (label: string, town: string) => `${label} en ${town}:`,
  },
  credentials: { license: 'Licencia' },
  areas: { county: (county: string) => `Condado de ${county}` },
  areaMap: { directionsIn: (directions: string, app: string) => `${directions} con ${app}` },
  townCard: {
    recentWork: (services: readonly string[]) => `Trabajos recientes: ${services.join(', ')}`,
  },
  formResult: { email: 'Escribir a', projects: 'Vea nuestros proyectos' },
  notFound: {
    title: 'Página no encontrada',
    description:
      'La página que busca no existe. Vuelva a la página de inicio para ver nuestros servicios, proyectos y datos de contacto.',
    heading: '¡Vaya! No encontramos esa página',
    home: 'Volver al inicio',
    pages: 'Páginas de este sitio',
    goTo: 'O vaya directamente a:',
  },
  projectGallery: { pair: (n: number) => `Par de fotos ${n}` },
  featuredProject: { see: 'Ver este proyecto' },
  projectCard: { featured: 'Destacado' },
  projectShowcase: {
    allIn: (count: number, category: string) => `Ver los ${count} proyectos de ${category}`,
  },
  projectLead: { service: 'Servicio', town: 'Ciudad', finished: 'Terminado en', took: 'Duración' },
  projectPage: {
    summary: (title: string, town: string, year: number, company: string) =>
      `${title} en ${town}, FL: una obra de ${company} terminada en ${year}`,
    beforeAfter: 'Antes y después',
    job: 'La obra',
    problem: 'El problema',
    work: 'Lo que hicimos',
    result: 'El resultado',
    scope: 'Alcance del trabajo',
    morePhotos: 'Más fotos',
    moreLead: (more: number) =>
      `${s(more, 'Una foto más: ábrala', `${more} fotos más: abra cualquiera`)} para verla en tamaño completo.`,
  },
  projectsPage: { eyebrow: 'Nuestro trabajo' },
  legacyRedirect: {
    moved: 'Esta página cambió de dirección',
    goTo: (page: string) => `Ir a ${page}`,
  },
  serviceCard: { more: 'Más información', about: (service: string) => `sobre ${service}` },
  serviceSections: {
    step: (n: number) => `Paso ${n}: `,
    challenge: 'El reto',
    solution: 'Lo que hicimos',
    outcome: 'El resultado',
  },
  servicesPage: { all: 'Todos los servicios' },
  servicePage: {
    titleIn: (service: string, place: string) => `${service} en ${place}`,
    eyebrow: 'Servicios',
    problemAndSolution: 'El problema y la solución',
    recentWork: 'Trabajos recientes',
    recentLead: (count: number) =>
      s(
        count,
        'Un trabajo que terminamos hace poco, con la historia de la obra.',
        'Trabajos que terminamos hace poco, del más reciente al más antiguo, cada uno con la historia de la obra.',
      ),
  },
  contactPage: {
    /** Beside a day without opening hours. */
    closed: 'Cerrado',
    eyebrow: 'Presupuestos gratis',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    office: 'Dirección de la oficina',
  },
  privacyPage: { eyebrow: 'Privacidad' },
  serviceAreas: {
    title: 'Áreas de servicio',
    description: (company: string) =>
      `Las ciudades de Tampa Bay donde ${company} ha terminado obras, con los proyectos que hicimos en cada una y lo que hace falta para construir allí.`,
    eyebrow: 'Dónde trabajamos',
    lead: (city: string, area: string) =>
      `Desde nuestra oficina en ${city} trabajamos en todo ${area}. Cada ciudad de la lista lleva a los trabajos que terminamos allí.`,
    byTown: 'Trabajos recientes por ciudad',
    none: (area: string) =>
      `Pronto publicaremos fotos de trabajos recientes, ciudad por ciudad. Mientras tanto, llámenos para cualquier obra en ${area}.`,
    onMap: 'En el mapa',
    alsoIn: 'También trabajamos en',
    anywhereElse: (area: string) => `cualquier otro lugar de ${area}`,
  },
  townPage: {
    title: (town: string) => `Contratista en ${town}, FL`,
    descriptionHome: (town: string, company: string, since: number) =>
      `Proyectos recientes en ${town}, FL, de ${company}, con oficina aquí desde ${since}`,
    descriptionAway: (town: string, company: string, city: string) =>
      `Proyectos recientes en ${town}, FL, de ${company}, con oficina en ${city}`,
    heading: (town: string) => `Construimos en ${town}`,
    leadHome: (town: string) => `Proyectos recientes en ${town}, donde está nuestra oficina.`,
    leadAway: (town: string, city: string) =>
      `Proyectos recientes en ${town}, hechos desde nuestra oficina en ${city}.`,
    projects: (town: string) => `Nuestros proyectos en ${town}`,
    working: (town: string) => `Trabajar en ${town}`,
    permits: 'Permisos',
    services: 'Servicios que hemos hecho aquí',
  },
};
