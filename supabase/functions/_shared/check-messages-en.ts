/**
 * What the contact message's checks say of each field, in English (message-schema.ts). A file of
 * its own per language, so the site's form, built for one language, carries only that one's
 * (next.config.mjs); the function reads both. No imports: the limits are handed in.
 */
type Limits = { name: number; email: number; phone: number; message: number };

export const checkMessages = (limits: Limits) => ({
  // PostgreSQL cannot store a NUL character; only a paste can carry one, so say what to fix.
  nul: 'Please remove the invisible control character (NUL) pasted into this field.',
  broken: 'Please remove the broken character (half of an emoji or symbol) from this field.',
  nameEmpty: 'Please enter your full name.',
  nameLong: `Please keep your name to ${limits.name} characters or fewer.`,
  emailEmpty: 'Please enter your e-mail address.',
  emailLong: `An e-mail address can be at most ${limits.email} characters.`,
  emailInvalid: 'Please enter a valid e-mail address, like name@example.com.',
  phoneLong: `Please keep the phone number to ${limits.phone} characters or fewer.`,
  service: 'Please choose a service from the list.',
  messageEmpty: 'Please tell us a little about your project.',
  messageLong: `Please shorten your message to ${limits.message} characters or fewer.`,
  form: 'Please check the form and try again.',
});
