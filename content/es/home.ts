// Plain copy: the Spanish twin of content/home.ts, typed against it.
import type * as en from '../home';
import type { Es } from './translation';

export const hero: Es<typeof en.hero> = {
  eyebrow: 'Contratista general y de concreto con licencia en Florida · Desde 1985',
  title: 'Construimos con excelencia. Trabajamos para su tranquilidad.',
  lead: 'Ya sea una cocina en Largo, un local en Central Avenue o una casa en zona de inundación que tiene que quedar por encima del nivel de inundación base (BFE), planificamos la obra, sacamos el permiso y la construimos bien a la primera.',
};

/**
 * The facts beside the hero on wide screens: what an investor checks first. The license, founding
 * year and service area come from company.json and are added where the list is shown.
 */
export const heroFacts: Es<typeof en.heroFacts> = {
  license: 'Licencia en Florida',
  since: 'Construyendo desde',
  area: 'Trabajamos en',
  estimates: { label: 'Presupuestos', value: 'Gratis, en un día hábil' },
};

export const servicesIntro: Es<typeof en.servicesIntro> = {
  eyebrow: 'Lo que hacemos',
  heading: 'Nuestros servicios',
  lead: 'Seis especialidades, un solo equipo con licencia. Cada trabajo lleva su permiso, pasa sus inspecciones y se construye según el Código de Construcción de Florida.',
};

export const whyChooseUs: Es<typeof en.whyChooseUs> = {
  eyebrow: '¿Por qué nosotros?',
  heading: 'Por qué elegirnos',
  lead: 'Cuarenta años de clima, inspectores y códigos de construcción en la costa del Golfo nos han enseñado lo que de verdad dura.',
  items: [
    {
      icon: 'ShieldCheck',
      title: 'Con licencia y seguro',
      description:
        "Contratista general certificado en Florida, con seguro de responsabilidad civil y de compensación laboral (workers' comp) en cada trabajo.",
    },
    {
      icon: 'CalendarCheck',
      title: 'Construyendo aquí desde 1985',
      description:
        'Cuatro décadas de permisos en Pinellas, temporadas de huracanes y aire salino se notan en nuestra forma de trabajar.',
    },
    {
      icon: 'FileCheck',
      title: 'Nos encargamos de los permisos',
      description:
        'Preparamos los planos, presentamos cada permiso y le damos seguimiento hasta la inspección, para que usted nunca tenga que hacer fila en la ventanilla.',
    },
    {
      icon: 'Layers',
      title: 'El concreto es nuestro oficio',
      description:
        'Losas de lanai y de alrededor de la piscina, entradas de carro, zapatas, remates de seawall y paredes de bloques, hechos por nuestras propias cuadrillas para casas y negocios.',
    },
    {
      icon: 'MessageSquare',
      title: 'Respuestas claras',
      description:
        'Un alcance por escrito, un cronograma fijo y un informe semanal con fotos, ya sea que usted viva al lado o en otro estado.',
    },
    {
      icon: 'Waves',
      title: 'Expertos en zonas de inundación',
      description:
        'El certificado de elevación, la regla del 50 % y el nivel de inundación base (BFE) son parte de nuestro trabajo diario, no una sorpresa.',
    },
  ],
};

export const testimonialsIntro: Es<typeof en.testimonialsIntro> = {
  eyebrow: 'Historias de clientes',
  heading: 'Lo que dicen nuestros clientes',
};

export const ctaBand: Es<typeof en.ctaBand> = {
  heading: '¿Quiere que su obra se haga bien desde el principio?',
  lead: 'Cuéntenos sobre su remodelación, la adecuación de su local, su problema de permisos o la reconstrucción de su casa en zona de inundación. Respondemos cada solicitud en un día hábil con los próximos pasos y un presupuesto gratis.',
  primary: 'Pida su presupuesto gratis',
};
