/** A phone number as pages use it: shown to people, and dialled by `tel:` links and JSON-LD. */
export type Phone = { display: string; e164: string };

/**
 * The one form the owner types (content/schema.ts: usPhonePattern) made into both: the shown
 * number tidied to (727) 555-0100 whatever spaces, dots, dashes or +1 it was typed with, and the
 * dialling form +17275550100 derived from the same digits, so the two can never disagree.
 */
export function phoneNumber(typed: string): Phone {
  const digits = typed.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return {
    display: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
    e164: `+1${digits}`,
  };
}
