// Plain copy: the Spanish twin of content/about.ts, typed against it.
import type * as en from '../about';
import type { Es } from './translation';

export const aboutHero: Es<typeof en.aboutHero> = {
  lead: 'Una empresa familiar de Largo desde 1985: primero el concreto, y después todo lo que se construye sobre él.',
  callBar: '¡Llámenos o envíenos un texto para hacer una cita!',
  callBarLabel: 'Oficina satélite',
  /** The bar's sms: link, so "text" is one tap on a phone too. */
  textLink: 'Enviar un texto',
};

export const story: Es<typeof en.story> = {
  heading: 'Nuestra historia',
  paragraphs: [
    'Empezamos en 1985 con un camión, una mezcladora y la fama de hacer zapatas que pasaban la inspección a la primera. Cuando las tormentas de los años noventa pusieron las normas de inundación en el centro de cada permiso en Pinellas, aprendimos los requisitos de FEMA desde adentro e hicimos de la mitigación de inundaciones parte de nuestro trabajo diario.',
    'En las décadas siguientes crecimos hasta ofrecer un servicio completo de concreto residencial y comercial, y luego de contratista general, sumando pilotes helicoidales, reparación de seawalls y elevación de casas a medida que la costa les exigía más a sus edificaciones. En 2024 una nueva generación asumió la dirección del día a día: las mismas cuadrillas y el mismo nivel de exigencia, con la mirada puesta en cómo deben construirse las casas de Florida de aquí en adelante.',
  ],
  milestonesHeading: 'Hitos clave',
  milestones: [
    {
      year: '1985',
      title: 'Fundada en Largo',
      description:
        'Abrimos como contratista de concreto: cimientos, losas y paredes de bloques en todo el condado de Pinellas.',
    },
    {
      year: '1990s',
      title: 'FEMA y mitigación de inundaciones',
      description:
        'Nos especializamos en la reconstrucción según FEMA y la mitigación de inundaciones cuando los nuevos mapas de inundación cambiaron los permisos en la costa.',
    },
    {
      year: '2000s',
      title: 'Servicio completo de concreto',
      description:
        'Crecimos hasta ofrecer servicio completo de concreto residencial y comercial: cimientos, losas, entradas de carro y reparaciones estructurales.',
    },
    {
      year: '2010s',
      title: 'Pilotes, seawalls y elevación',
      description:
        'Sumamos pilotes helicoidales, seawalls y elevación de casas para levantar y proteger las propiedades frente al agua.',
    },
    {
      year: '2024',
      title: 'Una nueva generación',
      description:
        'La dirección pasó a una nueva generación, con las mismas cuadrillas, los mismos estándares y el mismo compromiso con nuestros clientes.',
    },
    {
      year: '2025',
      title: 'Casas de concreto impresas en 3D',
      description:
        'Empezamos a construir casas de concreto impresas en 3D, autosuficientes y regenerativas, diseñadas para el clima de Florida.',
    },
  ],
};

export const newEra: Es<typeof en.newEra> = {
  eyebrow: 'Lo que viene',
  heading: 'Una nueva era de vivienda resiliente',
  lead: 'Brutalistas en su forma y prácticas en cada detalle: casas de concreto impresas en 3D que funcionan sin depender de la red eléctrica, aguantan huracanes y están diseñadas para capturar más carbono del que emiten a lo largo de su vida útil.',
  images: [
    {
      src: '/images/about/3d-printed-home.svg',
      alt: 'Casa brutalista de concreto impresa en 3D, con paredes curvas en capas, aleros profundos y paneles solares en el techo',
    },
    {
      src: '/images/about/elevated-resilient-home.svg',
      alt: 'Casa de concreto autosuficiente elevada sobre pilotes, con cisterna de agua de lluvia, paneles solares y jardín de plantas nativas',
    },
  ],
  features: [
    {
      icon: 'Layers',
      title: 'Concreto impreso en 3D',
      description:
        'Paredes impresas capa por capa en la obra, con refuerzo de acero y aislamiento continuo, calculadas para las cargas de viento del Código de Construcción de Florida.',
    },
    {
      icon: 'Sun',
      title: 'Autosuficientes por diseño',
      description:
        'Energía solar con baterías, captación de agua de lluvia y sistemas eficientes mantienen la casa funcionando cuando falla la red eléctrica.',
    },
    {
      icon: 'Leaf',
      title: 'Materiales que capturan carbono',
      description:
        'Mezclas de concreto con poco clínker, un mínimo de desperdicio y plantas nativas buscan almacenar más carbono del que libera la construcción.',
    },
  ],
  missionHeading: 'La misión continúa',
  mission:
    'El diseño pasivo hace el trabajo pesado: la masa térmica, la sombra profunda, la ventilación cruzada y una envolvente hermética reducen el consumo de aire acondicionado en más de un 80 % frente a una casa típica de Florida. Para eso ha servido cada zapata que hemos fundido desde 1985: edificios que protegen a quienes viven en ellos, y ahora llevamos ese propósito a los próximos cuarenta años.',
};

export const values: Es<typeof en.values> = {
  heading: 'Nuestros valores',
  items: [
    {
      icon: 'Scale',
      title: 'Integridad',
      description:
        'Alcances claros, precios honestos y el permiso sacado en cada trabajo que lo necesite.',
    },
    {
      icon: 'Award',
      title: 'Calidad',
      description:
        'Trabajos hechos según el código y para durar frente al salitre, la humedad y la temporada de huracanes.',
    },
    {
      icon: 'Clock',
      title: 'Cumplimiento',
      description: 'Llegamos cuando decimos y terminamos en el plazo que pusimos por escrito.',
    },
    {
      icon: 'MessageSquare',
      title: 'Comunicación',
      description: 'Una sola persona de contacto, informes semanales y respuesta en un día hábil.',
    },
  ],
};

/** The three leaders themselves are the owner's: content/team.json, edited in /admin/. */
export const team: Es<typeof en.team> = {
  heading: 'Nuestro equipo directivo',
};

export const credentials: Es<typeof en.credentials> = {
  heading: 'Credenciales',
  stats: [
    { value: '15+', label: 'Años de experiencia' },
    { value: '800+', label: 'Proyectos terminados' },
    { value: '25', label: 'Integrantes del equipo' },
    { value: '95%', label: 'Clientes satisfechos' },
  ],
  licenseText: 'Contratista general con licencia y seguro en el estado de Florida.',
};
