/**
 * Base64 of an attachment at native speed. `String.fromCharCode` over the bytes and `btoa` cost
 * about 0.2 s of CPU a MiB, past Supabase's CPU limit for a digest of photos; the runtime's own
 * `Uint8Array.prototype.toBase64` (Deno 2.5 and later, Node 25) is used where it exists, else a
 * table encoder that writes ASCII into bytes and decodes them once.
 */
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const codes = Uint8Array.from(alphabet, (char) => char.charCodeAt(0));
const pad = '='.charCodeAt(0);

type NativeBase64 = Uint8Array & { toBase64?: () => string };

export function encodeBase64Portable(bytes: Uint8Array) {
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  const whole = bytes.length - (bytes.length % 3);
  let at = 0;
  for (let i = 0; i < whole; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out[at++] = codes[n >>> 18]!;
    out[at++] = codes[(n >>> 12) & 63]!;
    out[at++] = codes[(n >>> 6) & 63]!;
    out[at++] = codes[n & 63]!;
  }
  if (whole < bytes.length) {
    const n = (bytes[whole]! << 16) | ((bytes[whole + 1] ?? 0) << 8);
    out[at++] = codes[n >>> 18]!;
    out[at++] = codes[(n >>> 12) & 63]!;
    out[at++] = whole + 1 < bytes.length ? codes[(n >>> 6) & 63]! : pad;
    out[at++] = pad;
  }
  return new TextDecoder('latin1').decode(out);
}

export function encodeBase64(bytes: Uint8Array): string {
  const native = (bytes as NativeBase64).toBase64;
  return typeof native === 'function' ? native.call(bytes) : encodeBase64Portable(bytes);
}
