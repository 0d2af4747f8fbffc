/**
 * Hostile and unusual inputs sent through the real contact form. Each is either refused before
 * sending, with the message shown for its field, or delivered and stored byte for byte.
 */
export type Fields = { name: string; email: string; phone: string; message: string };
export type HostileCase = {
  label: string;
  fields: Partial<Fields>;
  /** The field-specific message, when the form must refuse the input. */
  refused?: { field: keyof Fields; message: string };
};

const long = (n: number, char = 'x') => char.repeat(n);

export const hostileInputs: HostileCase[] = [
  {
    label: 'an empty form',
    fields: { name: '', email: '', message: '' },
    refused: { field: 'name', message: 'Please enter your full name.' },
  },
  {
    label: 'a name of only spaces',
    fields: { name: '    ' },
    refused: { field: 'name', message: 'Please enter your full name.' },
  },
  {
    label: 'a message of only whitespace',
    fields: { message: ' \n\t \n ' },
    refused: { field: 'message', message: 'Please tell us a little about your project.' },
  },
  { label: 'a 5000-character message', fields: { message: long(4989) + ' 5000 chars' } },
  {
    label: 'a 5001-character message',
    fields: { message: long(4990) + ' 5001 chars' },
    refused: {
      field: 'message',
      message: 'Please shorten your message to 5000 characters or fewer.',
    },
  },
  {
    label: 'an e-mail without a domain',
    fields: { email: 'ana@' },
    refused: {
      field: 'email',
      message: 'Please enter a valid e-mail address, like name@example.com.',
    },
  },
  {
    label: 'an e-mail without a dot in the domain',
    fields: { email: 'ana@example' },
    refused: {
      field: 'email',
      message: 'Please enter a valid e-mail address, like name@example.com.',
    },
  },
  {
    label: 'an e-mail with a space',
    fields: { email: 'ana ruiz@example.com' },
    refused: {
      field: 'email',
      message: 'Please enter a valid e-mail address, like name@example.com.',
    },
  },
  {
    label: 'an e-mail with two @',
    fields: { email: 'ana@@example.com' },
    refused: {
      field: 'email',
      message: 'Please enter a valid e-mail address, like name@example.com.',
    },
  },
  {
    label: 'a plus-addressed e-mail on a subdomain',
    fields: { email: 'ana+quote@mail.example.co.uk' },
  },
  {
    label: 'emoji and ZWJ sequences',
    fields: { name: 'Zoë 👷‍♀️', message: 'New lanai 🌴🏗️ with a 🇺🇸 flag pole, please 👍🏽' },
  },
  {
    label: 'combining characters',
    fields: {
      name: 'Ange\u0301lique Ångström',
      message: 'Cafe\u0301 buildout: e\u0301 (decomposed) vs é (composed) must both survive.',
    },
  },
  {
    label: 'right-to-left text',
    fields: {
      name: 'مريم الحسن',
      message: 'أريد تجديد المطبخ في كليرووتر. Kitchen in Clearwater, שלום.',
    },
  },
  {
    label: 'HTML tags',
    fields: {
      message:
        '<b>bold</b> <img src=x onerror="window.__pwned=1"> <a href="javascript:alert(1)">x</a>',
    },
  },
  {
    label: 'a script tag',
    fields: {
      name: '<script>window.__pwned=1</script>',
      message: '</textarea><script>window.__pwned=1</script>',
    },
  },
  {
    label: 'quotes and backslashes',
    fields: {
      name: `Shaquille "Shaq" O'Neal`,
      message: 'Path C:\\new\\table\\ "quoted" \'single\' `tick` \\u0000 \\n literal',
    },
  },
  {
    label: 'a NUL character pasted into the message',
    fields: { message: 'Dock repair\u0000 quote' },
    refused: {
      field: 'message',
      message: 'Please remove the invisible control character (NUL) pasted into this field.',
    },
  },
  {
    label: 'SQL-looking input',
    fields: {
      name: "Robert'); DROP TABLE messages;--",
      message: "1' OR '1'='1'; SELECT * FROM users; --",
    },
  },
  {
    label: 'null-like strings',
    fields: { name: 'null', phone: '', message: 'undefined NaN null [object Object] {} []' },
  },
  {
    label: 'a very long single word',
    fields: { message: long(3000, 'Supercalifragilistic').slice(0, 3000) },
  },
  { label: 'a 100-character name', fields: { name: long(100, 'n') } },
  {
    label: 'a 101-character name',
    fields: { name: long(101, 'n') },
    refused: { field: 'name', message: 'Please keep your name to 100 characters or fewer.' },
  },
  { label: 'a phone number with words', fields: { phone: '727-555-0142 cell, after 5pm' } },
  {
    label: 'a 31-character phone number',
    fields: { phone: '7275550142 7275550142 727555014' },
    refused: { field: 'phone', message: 'Please keep the phone number to 30 characters or fewer.' },
  },
  { label: 'an international phone with extension', fields: { phone: '+44 20 7946 0958 ext. 12' } },
  {
    label: 'surrounding whitespace',
    fields: { name: '   Ana Ruiz   ', message: '\n  Pool deck resurfacing.  \n' },
  },
  { label: 'several lines', fields: { message: 'Line one\nLine two\n\n  indented line\ttab' } },
];
