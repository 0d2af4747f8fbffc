import type * as en from '../contact';
import type { Es } from './translation';

export const contactPage: Es<typeof en.contactPage> = {
  title: 'Contáctenos',
  lead: 'Cuéntenos sobre su proyecto. Respondemos cada solicitud en un día hábil, con los próximos pasos y un presupuesto gratis.',
  detailsHeading: 'Comuníquese con nosotros',
  hoursHeading: 'Horario de atención',
  formHeading: 'Envíenos un mensaje',
  requiredNote: 'Los campos marcados con * son obligatorios.',
  mapHeading: 'Dónde estamos',
};

/** The service-area map on /contact/ and /service-areas/. */
export const areaMapCopy: Es<typeof en.areaMapCopy> = {
  lead: 'El cuadrado anaranjado es nuestra oficina, donde empieza cada presupuesto; cada punto es una ciudad donde nuestros equipos ya han terminado trabajos. Los condados sombreados son los que atendemos.',
  officeHeading: 'Nuestra oficina',
  directions: 'Cómo llegar',
  townsHeading: 'Ciudades donde trabajamos',
  townPageNote: 'Las ciudades con enlace tienen una página con los proyectos que terminamos allí.',
  credit:
    'Contornos de los condados: U.S. Census Bureau (Oficina del Censo de EE. UU.), dominio público.',
};

/** The pages the form's plain-HTML post redirects to. */
export const formResultPages: Es<typeof en.formResultPages> = {
  thankYou: {
    title: '¡Mensaje enviado!',
    description:
      'Su mensaje llegó a nuestra oficina. Nuestro equipo de presupuestos le responderá en un día hábil.',
    lead: 'Gracias por comunicarse con nosotros. Le responderemos muy pronto.',
    body: 'Nuestro equipo de presupuestos lee cada solicitud y responde en un día hábil, casi siempre con algunas preguntas y una propuesta de día y hora para visitar su proyecto, sin costo. Si su proyecto es urgente, por ejemplo daños por una tormenta o una inspección que no pasó y tiene fecha límite, llámenos también.',
  },
  notSent: {
    title: 'Su mensaje no se envió',
    description:
      'Su mensaje no se pudo enviar. Llámenos o escríbanos por correo electrónico, o intente enviar el formulario otra vez.',
    lead: 'Hubo un problema al enviar su mensaje. Por favor, inténtelo de nuevo.',
    newMessage: 'Escribir un mensaje nuevo',
    body: 'No llegó nada a nuestra oficina. Regrese al formulario con el botón Atrás de su navegador; por lo general, lo que escribió sigue ahí. Revise los campos, espere un minuto y vuelva a pulsar “Enviar mensaje” (si se envían varios mensajes en pocos minutos, el formulario hace una breve pausa para frenar el spam). O comuníquese directamente con nosotros:',
  },
};
