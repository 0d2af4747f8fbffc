/**
 * What the owner reads is what the visitor typed: characters that reorder or hide text (bidi
 * embeddings, overrides and isolates, zero-width characters, the byte-order mark) are shown as
 * their code point in the e-mail and removed from one-line places (a subject, a chat line). A
 * right-to-left override in a phone number would otherwise display it reversed. And in HTML, what
 * the visitor typed is escaped, so it shows as text and never as markup.
 */
const invisible = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/gu;

/** A zero-width joiner between two pictographs is part of one emoji (👷‍♀️), not a trick. */
const joinsEmoji = (text: string, offset: number) =>
  /\p{Extended_Pictographic}[\u{fe0f}\u{1f3fb}-\u{1f3ff}]?$/u.test(
    text.slice(Math.max(0, offset - 4), offset),
  ) && /^\p{Extended_Pictographic}/u.test(text.slice(offset + 1, offset + 3));

const codePoint = (char: string) =>
  `[U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`;

/** Each such character as `[U+202E]`, emoji joiners kept. */
export const showInvisibles = (value: string) =>
  value.replace(invisible, (char, offset: number, text: string) =>
    char === '\u200d' && joinsEmoji(text, offset) ? char : codePoint(char),
  );

/** Each such character removed, emoji joiners kept. */
export const dropInvisibles = (value: string) =>
  value.replace(invisible, (char, offset: number, text: string) =>
    char === '\u200d' && joinsEmoji(text, offset) ? char : '',
  );

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML shows it: the five characters HTML reads as markup, as entities. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => entities[char]!);
