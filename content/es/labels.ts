// The Spanish twin of content/labels.ts, typed against it.
import type * as en from '../labels';
import type { Es } from './translation';

const s = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** "A la 1:05 p.m.", "A las 3:05 p.m.": first in its sentence, as es-US ends the time with a stop. */
const at = (time: string) => `${/^1\D/.test(time) ? 'A la' : 'A las'} ${time}`;

const sentAt = (time: string) =>
  `${at(time)} se envió su solicitud guardada. Le respondemos en un día hábil.`;

export const labels: Es<typeof en.labels> = {
  intlLocale: 'es-US',
  teamRoles: {
    generalContractor: 'Contratista general',
    directorOfSales: 'Gerente de ventas',
    headOfOperations: 'Gerente de operaciones',
  },
  layout: { skipToContent: 'Saltar al contenido principal' },
  header: { mainNav: 'Principal', call: 'Llamar al' },
  siteNav: {
    mobileNav: 'Navegación móvil',
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
  },
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
  honeypot: { label: 'Deje este campo vacío' },
  homeHero: { services: 'Conozca nuestros servicios' },
  testimonials: {
    label: 'Testimonios de clientes',
    carousel: 'carrusel',
    slide: 'testimonio',
    slideOf: (n: number, total: number) => `${n} de ${total}`,
    previous: 'Testimonio anterior',
    next: 'Testimonio siguiente',
    shown: (n: number, total: number, name: string, location: string) =>
      `Testimonio ${n} de ${total}: ${name}, ${location}`,
  },
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
  contactForm: {
    label: 'Envíenos un mensaje',
    send: 'Enviar mensaje',
    sending: 'Enviando...',
    fieldLabels: {
      name: 'Nombre completo',
      email: 'Correo electrónico',
      phone: 'Número de teléfono',
      service: 'Servicio que le interesa',
      message: 'Mensaje',
    },
    chooseService: 'Elija un servicio',
    messagePlaceholder:
      'Cuéntenos sobre su proyecto: qué quiere hacer, dónde y cuándo le gustaría empezar.',
    over: (over: number, limit: number) =>
      `${s(over, 'Sobra 1 carácter', `Sobran ${over} caracteres`)}: el límite es de ${limit} caracteres`,
    remaining: (left: number) => s(left, 'Queda 1 carácter', `Quedan ${left} caracteres`),
    check: (fields: readonly string[]) => `Por favor, revise: ${fields.join(', ')}.`,
    errorTitle: 'Error',
    failure: 'Hubo un problema al enviar su mensaje. Por favor, inténtelo de nuevo.',
    offline:
      'Parece que no tiene conexión a internet: revise su conexión y vuelva a pulsar “Enviar mensaje”.',
    tooMany: (minutes: number) =>
      `Usted envió varios mensajes en los últimos minutos: espere ${minutes} ${s(minutes, 'minuto', 'minutos')} antes de volver a intentarlo, o llámenos.`,
  },
  sendStatus: {
    sent: '¡Gracias! Su mensaje va en camino; le respondemos en un día hábil.',
    photosMissing: (count: number, email: string) =>
      `${s(count, 'Una foto no se pudo subir', `${count} fotos no se pudieron subir`)}: por favor, ${s(count, 'envíela', 'envíelas')} respondiendo a nuestro mensaje o por correo electrónico a ${email}.`,
    saved:
      'Sin conexión. Su solicitud quedó guardada en este teléfono y se enviará cuando vuelva a tener internet.',
    sentLater: sentAt,
    failed:
      'Su mensaje no se envió, pero todo lo que escribió sigue aquí. Por favor, inténtelo de nuevo o llámenos al',
  },
  photoField: {
    label: 'Fotos',
    optional: (max: number) => `(opcional, hasta ${max})`,
    hint: 'Una filtración, una grieta, un aviso del permiso: las fotos nos ayudan a calcular el precio del trabajo. Se reducen en su teléfono antes de subirse, y sin la ubicación que traen grabada.',
    noScript: (email: string) =>
      `Para enviar fotos hace falta JavaScript, que está desactivado en este navegador. Envíe su mensaje ahora y luego mándenos las fotos respondiendo a nuestra respuesta, o por correo electrónico a ${email}.`,
    chosen: 'Fotos elegidas',
    notAdded: (name: string, why: string) => `No se agregó: ${name} ${why}`,
    states: {
      preparing: 'Preparando...',
      ready: 'Lista para enviar',
      uploading: 'Subiendo...',
      sent: 'Subida',
      failed: 'No se pudo subir',
      refused: '',
    },
    uploadOf: (name: string) => `Subida de ${name}`,
    remove: (name: string) => `Quitar ${name}`,
  },
  photos: {
    tooMany: (max: number, names: readonly string[]) =>
      `Puede enviar hasta ${max} fotos; ${names.join(', ')} no se ${s(names.length, 'agregó', 'agregaron')}.`,
    notPrepared: 'no se pudo preparar en este dispositivo.',
    preparing: 'Preparando las fotos...',
    uploading: (count: number) => `Subiendo ${s(count, 'la foto', `${count} fotos`)}...`,
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
  formResult: { email: 'Escribir a', projects: 'Vea nuestros proyectos' },
  errorScreen: {
    title: 'Error inesperado de la aplicación',
    status: (status: number) => `Estado ${status}`,
    unknown: 'Error desconocido',
    reference: (digest: string) => `Referencia: ${digest}`,
    home: 'Volver a la página de inicio',
  },
  notFound: {
    title: 'Página no encontrada',
    description:
      'La página que busca no existe. Vuelva a la página de inicio para ver nuestros servicios, proyectos y datos de contacto.',
    heading: '¡Vaya! No encontramos esa página',
    home: 'Volver al inicio',
    pages: 'Páginas de este sitio',
    goTo: 'O vaya directamente a:',
  },
  compareSlider: {
    before: 'Antes',
    after: 'Después',
    split: (before: number) => `Antes ${before} %, después ${100 - before} %`,
    label: (pair: string) => `Antes y después: ${pair}`,
  },
  projectGallery: { pair: (n: number) => `Par de fotos ${n}` },
  featuredProject: { see: 'Ver este proyecto' },
  lightbox: {
    viewer: 'Visor de fotos',
    photoOf: (n: number, total: number) => `Foto ${n} de ${total}`,
    position: (n: number, total: number) => `(${n} de ${total})`,
    close: 'Cerrar',
    previous: 'Foto anterior',
    next: 'Foto siguiente',
  },
  projectCard: { featured: 'Destacado' },
  projectFilter: {
    label: 'Filtrar proyectos por categoría',
    all: 'Todos',
    showing: (count: number, category?: string) =>
      `${s(count, 'Se muestra 1 proyecto', `Se muestran ${count} proyectos`)}${category ? ` de ${category}` : ''}`,
  },
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
