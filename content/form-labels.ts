/**
 * The words of the contact form island, as content/labels.ts holds the others': a module of their own, so an
 * island's bundle carries its own words and no other page's (lib/labels.ts).
 */

const s = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** The time a request kept on the phone left (the form's result line and the outbox's notice). */
const sentAt = (time: string) =>
  `Your saved request was sent at ${time}. We reply within one business day.`;

export const labels = {
  /** The language `Intl` formats dates, times and lists in. */
  /** The form's language, as its checks (message-schema.ts) and the function know it. */
  language: 'en' as const,
  intlLocale: 'en-US',
  contactForm: {
    /** The hidden trap for bots' label, which only a bot reads. */
    honeypot: 'Leave this field empty',
    label: 'Send Us a Message',
    send: 'Send Message',
    sending: 'Sending...',
    /**
     * Each field's label, in the order the form shows the fields and the function's schema checks
     * them (tests/unit/contact-form.test.tsx holds the two together).
     */
    fieldLabels: {
      name: 'Full Name',
      email: 'Email Address',
      phone: 'Phone Number',
      service: 'Service Interested In',
      message: 'Message',
    },
    chooseService: 'Select a service',
    messagePlaceholder: "Tell us about your project: what, where, and when you'd like to start.",
    over: (over: number, limit: number) =>
      `${over} ${s(over, 'character', 'characters')} over the ${limit}-character limit`,
    remaining: (left: number) => `${left} ${s(left, 'character', 'characters')} remaining`,
    check: (fields: readonly string[]) => `Please check: ${fields.join(', ')}.`,
    errorTitle: 'Error',
    /** The spec's failure text (content/contact.ts has it for the not-sent page too). */
    failure: 'There was a problem sending your message. Please try again.',
    offline: 'You appear to be offline: check your connection, then press Send Message again.',
    tooMany: (minutes: number) =>
      `You have sent several messages in the last few minutes: please wait ${minutes} ${s(minutes, 'minute', 'minutes')} first, or call us.`,
  },
  sendStatus: {
    sent: 'Thanks! Your message is on its way; we reply within one business day.',
    photosMissing: (count: number, email: string) =>
      `${s(count, 'One photo', `${count} photos`)} did not upload: please reply to our answer with ${s(count, 'it', 'them')}, or e-mail ${email}.`,
    saved:
      'No connection. Your request is saved on this phone and will be sent when you are back online.',
    sentLater: sentAt,
    /** Followed by the phone number as a link, then a full stop. */
    failed:
      'Your message was not sent, and everything you typed is still here. Please try again, or call us at',
  },
  photoField: {
    label: 'Photos',
    optional: (max: number) => `(optional, up to ${max})`,
    hint: 'A leak, a crack, a permit notice: photos help us price the job. They are made smaller on your phone before they upload, without the location stamped in them.',
    noScript: (email: string) =>
      `Photos need JavaScript, which is off in this browser. Send your message now, then reply to our answer with your photos, or e-mail them to ${email}.`,
    chosen: 'Chosen photos',
    notAdded: (name: string, why: string) => `Not added: ${name} ${why}`,
    states: {
      preparing: 'Preparing...',
      ready: 'Ready to send',
      uploading: 'Uploading...',
      sent: 'Uploaded',
      failed: 'Did not upload',
      refused: '',
    },
    uploadOf: (name: string) => `Upload of ${name}`,
    remove: (name: string) => `Remove ${name}`,
  },
  photos: {
    tooMany: (max: number, names: readonly string[]) =>
      `You can send up to ${max} photos; ${names.join(', ')} ${s(names.length, 'was', 'were')} not added.`,
    notPrepared: 'could not be prepared on this device.',
    tooBig: (size: number, max: number) =>
      `is ${size} MB; photos up to ${max} MB can be sent here.`,
    unreadable: 'is not a photo this browser can open. Choose a JPEG, PNG or HEIC photo.',
    preparing: 'Preparing photos...',
    uploading: (count: number) => `Uploading ${s(count, 'photo', `${count} photos`)}...`,
  },
} as const;
