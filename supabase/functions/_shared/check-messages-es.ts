/**
 * What the contact message's checks say of each field, in Spanish (message-schema.ts). A file of
 * its own per language, so the site's form, built for one language, carries only that one's
 * (next.config.mjs); the function reads both. No imports: the limits are handed in.
 */
type Limits = { name: number; email: number; phone: number; message: number };

export const checkMessages = (limits: Limits) => ({
  nul: 'Por favor, borre el carácter de control invisible (NUL) que se pegó en este campo.',
  broken:
    'Por favor, borre de este campo el carácter dañado (la mitad de un emoji o de un símbolo).',
  nameEmpty: 'Por favor, escriba su nombre completo.',
  nameLong: `Por favor, use ${limits.name} caracteres o menos para su nombre.`,
  emailEmpty: 'Por favor, escriba su correo electrónico.',
  emailLong: `Un correo electrónico puede tener como máximo ${limits.email} caracteres.`,
  emailInvalid: 'Por favor, escriba un correo electrónico válido, como nombre@example.com.',
  phoneLong: `Por favor, use ${limits.phone} caracteres o menos para el número de teléfono.`,
  service: 'Por favor, elija un servicio de la lista.',
  messageEmpty: 'Por favor, cuéntenos un poco sobre su proyecto.',
  messageLong: `Por favor, acorte su mensaje a ${limits.message} caracteres o menos.`,
  form: 'Por favor, revise el formulario e inténtelo de nuevo.',
});
