// The Spanish twin of content/form-labels.ts, typed against it.
import type * as en from '../form-labels';
import type { Es } from './translation';

const s = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** "A la 1:05 p.m.", "A las 3:05 p.m.": first in its sentence, as es-US ends the time with a stop. */
const at = (time: string) => `${/^1\D/.test(time) ? 'A la' : 'A las'} ${time}`;

const sentAt = (time: string) =>
  `${at(time)} se envió su solicitud guardada. Le respondemos en un día hábil.`;

export const labels: Es<typeof en.labels> = {
  /** The form's language, as its checks (message-schema.ts) and the function know it. */
  language: 'es' as const,
  intlLocale: 'es-US',
  contactForm: {
    /** The hidden trap for bots' label, which only a bot reads. */
    honeypot: 'Deje este campo vacío',
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
    tooBig: (size: number, max: number) =>
      `pesa ${size} MB; aquí se pueden enviar fotos de hasta ${max} MB.`,
    unreadable: 'no es una foto que este navegador pueda abrir. Elija una foto JPEG, PNG o HEIC.',
    preparing: 'Preparando las fotos...',
    uploading: (count: number) => `Subiendo ${s(count, 'la foto', `${count} fotos`)}...`,
  },
};
