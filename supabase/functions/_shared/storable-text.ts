/** Half of a UTF-16 pair on its own: valid JSON, but no character, and PostgreSQL refuses it. */
export const loneSurrogate = /[\uD800-\uDFFF]/u;

/** Whether PostgreSQL can keep the text as text and in jsonb: no NUL, no lone surrogate. */
export const isStorableText = (value: string) =>
  !value.includes('\u0000') && !loneSurrogate.test(value);
