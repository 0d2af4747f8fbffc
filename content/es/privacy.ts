import type * as en from '../privacy';
import type { Es } from './translation';

/**
 * The privacy page (/privacy/) in Spanish. The {placeholders} are filled in as in the English
 * (lib/privacy.ts): {retention} reads as a span of days, {counted} as a list of noun phrases,
 * {chat} as the chat services' names.
 */
export const privacyPage: Es<typeof en.privacyPage> = {
  title: 'Privacidad: qué pasa con lo que nos envía',
  heading: 'Qué pasa con lo que usted nos envía',
  description:
    'Qué guarda nuestro formulario de contacto, dónde se almacena, quién lo lee, cuánto tiempo lo conservamos y cómo pedir que borremos sus mensajes y fotos.',
  lead: 'Este sitio no tiene cuentas, ni cookies, ni anuncios, ni rastreo. Lo único que guarda sobre usted es lo que usted decida enviarnos por el formulario de contacto, y esta página le explica exactamente qué es.',
  sections: [
    {
      heading: 'Qué guarda el formulario',
      paragraphs: [
        'Su solicitud tal como la escribió: su nombre, su correo electrónico, su número de teléfono si nos lo dio, el servicio que eligió y su mensaje. Las fotos que adjunte se guardan junto con ella.',
        'Cada solicitud trae además dos datos técnicos. El primero es un hash con sal de su dirección de internet (dirección IP): un código que se genera a partir de esa dirección y de una clave secreta nuestra, y que nos permite frenar a quien envíe cientos de mensajes sin guardar la dirección en sí. Es seudónimo, no anónimo: quien tuviera nuestra base de datos y esa clave podría comprobar si una dirección determinada envió una solicitud. El segundo es el nombre y la versión de su navegador, tal como el propio navegador se identifica, y en cuál de nuestras direcciones web estaba el formulario; con eso podemos arreglar el formulario cuando algún navegador tiene problemas con él.',
      ],
    },
    {
      heading: 'Lo que contamos',
      paragraphs: [
        'Para saber qué páginas ayudan a la gente a comunicarse con nosotros, el sitio cuenta {counted}. Cada vez se suma uno al total de esa página y de ese día; no se guarda nada sobre usted: ni su dirección, ni los datos de su navegador, ni cookies, ni ningún tipo de identificador.',
        'Para que nadie pueda inflar las cifras, cada conteo se coteja con el mismo hash con sal de su dirección de internet que sirve para frenar las avalanchas de mensajes (vea arriba), y que la limpieza automática, que se ejecuta cada minuto, borra al cabo de un día.',
      ],
    },
    {
      heading: 'Quién lo maneja por nosotros',
      paragraphs: [
        'Supabase, nuestro proveedor de hosting, ejecuta el código que recibe el formulario y guarda su solicitud en nuestra base de datos, y sus fotos en un espacio de almacenamiento privado que solo ese código puede leer; nada es público.',
        'Resend, un servicio de envío de correo electrónico, lleva cada solicitud al buzón de nuestra oficina con sus fotos adjuntas, así que en ese buzón también queda una copia.',
        'Si nuestra oficina tiene activadas las alertas por chat, nuestro chat de equipo ({chat}, el que usemos) también recibe un aviso de una línea por cada solicitud nueva, con su nombre, el servicio que eligió, su correo electrónico y su número de teléfono.',
        'Si nuestra oficina tiene activadas las alertas en el teléfono, el servicio de notificaciones push del fabricante de nuestro teléfono (Google, Apple, Mozilla o Microsoft, según el teléfono) lleva a ese teléfono un aviso de cada solicitud nueva, con su nombre, el servicio que eligió y su número de teléfono, cifrado para que el servicio de notificaciones no pueda leerlo. Nunca lleva su mensaje ni su correo electrónico.',
        'Estos servicios guardan y transportan lo que usted nos envía por encargo nuestro y no lo usan para nada más. Lo leen las personas de nuestra oficina que atienden las solicitudes de presupuesto y el estimador que visita su proyecto. Nunca vendemos, alquilamos ni compartimos lo que usted nos envía, y nunca lo agregamos a una lista de correo.',
      ],
    },
    {
      heading: 'Cuánto tiempo lo guardamos',
      paragraphs: [
        'Una vez que una solicitud se ha enviado por correo electrónico a nuestra oficina, nuestro servidor la borra de la base de datos {retention} después de su llegada, y poco después borra sus fotos del almacenamiento. Una solicitud que nunca se nos envió por correo electrónico (porque el envío siguió fallando o fue rechazado) no se borra en esa limpieza: se queda en la base de datos hasta que nosotros mismos la borremos, para que ninguna solicitud se pierda sin que la veamos.',
        'Las fotos que se subieron pero nunca se enviaron con una solicitud se borran un día después de que empezó la carga, en esa misma limpieza, que se ejecuta cada minuto; si la limpieza está detenida, esperan hasta que vuelva a ejecutarse.',
        'Las fotos pueden salir del almacenamiento antes, una vez que se han enviado por correo electrónico a nuestra oficina junto con su solicitud: cuando se llena el espacio que reservamos para fotos, las fotos más antiguas que ya están en nuestro buzón se borran del almacenamiento para dejar sitio a las nuevas. Una foto que no cabe en ese correo, o que el almacenamiento no pudo entregar a tiempo, se queda en el almacenamiento; el correo nos indica dónde y por cuánto tiempo: 30 días, después de los cuales también se puede borrar para dejar sitio. Las fotos que todavía no nos han llegado por correo electrónico nunca se borran para dejar sitio, y ninguna foto permanece en el almacenamiento más tiempo que su solicitud.',
        'La copia del correo en el buzón de nuestra oficina se guarda con el resto de la correspondencia de nuestros trabajos, porque puede llegar a formar parte de un contrato. También la borramos si usted lo pide.',
      ],
    },
    {
      heading: 'Lo que queda en su propio teléfono o computadora',
      paragraphs: [
        'Mientras llena el formulario, lo que escribe se guarda solo en esa pestaña del navegador, para que no se pierda nada si recarga la página. Se borra cuando cierra la pestaña y en cuanto su solicitud se envía.',
        'Si pulsa “Enviar mensaje” sin conexión, su navegador guarda la solicitud en su dispositivo, en el almacenamiento propio de este sitio (IndexedDB), para poder enviarla cuando usted vuelva a estar en línea: su nombre, su correo electrónico, su número de teléfono, el servicio que eligió, su mensaje y sus fotos. En cuanto nuestro servidor la recibe (o la rechaza), todo eso se borra de su dispositivo de una vez. Como mucho queda una nota, sin nada de lo que usted escribió: un código de referencia aleatorio, las horas y si se envió o no. Esa nota se queda hasta que una página de este sitio, abierta con conexión, se lo haya informado.',
        'Una solicitud que nunca se envía se borra cuando usted elige “Descartar” (el sitio le pregunta antes de enviar una que lleva más de una semana esperando), o {outboxDays} días después de que usted pulsó “Enviar mensaje”: como el sitio no puede funcionar mientras está cerrado, eso ocurre la primera vez que usted lo abre con conexión pasados esos {outboxDays} días. Puede borrarla en cualquier momento eliminando los datos de este sitio en la configuración de su navegador.',
      ],
    },
    {
      heading: 'Cuando le pedimos una reseña',
      paragraphs: [
        'Después de un trabajo, nuestra oficina puede hacer que este sitio le envíe un solo correo electrónico, de nuestra parte, para pedirle una reseña, con un enlace a una página de este sitio y otro para dejar de recibir esos correos; si esa página no se abrió, le llega un recordatorio, nunca más de uno. Para eso guardamos junto con su solicitud el correo electrónico al que se envió, y cuándo se envió, cuándo se abrió su página y cuándo se mandó el recordatorio.',
        'Ese registro va con su solicitud: nuestro servidor lo borra junto con ella, {retention} después de que llegó la solicitud. Para que el enlace para dejar de recibir correos de reseña siga funcionando durante sus 90 días incluso después de eso, cada correo de reseña enviado también guarda, por 100 días, un hash con clave de la dirección a la que se envió (un código que se genera a partir de la dirección y de una clave secreta nuestra, no la dirección en sí). Si usted pide no recibir más correos de reseña, guardamos ese hash con clave mientras este sitio funcione, para que nunca se le vuelva a pedir una reseña a esa dirección.',
        'Lo que nos escriba desde la página de reseñas para nuestro sitio web, con el nombre y la ciudad que usted indique, llega por correo electrónico a nuestra oficina y se guarda allí; nuestro servidor lo guarda solo hasta que ese correo haya salido (si no puede salir después de cinco intentos, alrededor de una hora, se borra), y a partir de entonces solo la fecha en que llegó, por 400 días, para nuestro conteo semanal. No se publica nada en este sitio hasta que nosotros mismos lo agreguemos, tal como usted lo escribió, y lo quitamos cuando usted lo pida.',
      ],
    },
    {
      heading: 'Cómo pedir que borremos sus datos',
      paragraphs: [
        'Escríbanos a {email} o llámenos al {phone} y díganos el correo electrónico que usó en el formulario. Borramos de nuestra base de datos todas las solicitudes enviadas con esa dirección, nos hayan llegado o no, junto con sus fotos (que la siguiente limpieza retira del almacenamiento), y las copias del correo en el buzón de nuestra oficina, y le respondemos para confirmarle cuando esté hecho. Si lo desea, antes puede pedirnos una copia de lo que tenemos.',
        'Los avisos del chat los conserva el servicio de chat según sus propias reglas: borrar sus solicitudes de nuestra base de datos no los alcanza, y quitarlos depende de ese servicio. Las alertas en el teléfono se quedan en nuestro teléfono hasta que las borremos.',
      ],
    },
  ],
};
