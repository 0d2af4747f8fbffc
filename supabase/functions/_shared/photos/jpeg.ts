/**
 * The byte check of a visitor's photo (docs/contact-function.md#photos): a JPEG, marker by marker
 * from its start (SOI) through its scans to its end (EOI), and nothing else; whatever a bucket's
 * declared type says. What it returns is the photo without its APP1-APP15 and COM segments (EXIF
 * with its GPS position and camera serial, XMP, ICC profiles, comments) and without anything
 * after its end, where a file made to be both a JPEG and something else keeps the other half.
 */

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const COM = 0xfe;

/** Markers that stand alone, with no length after them (TEM and the restart markers). */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
/** Start-of-frame markers: C0-CF except DHT (C4), JPG (C8) and DAC (CC). */
const frame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Segments the e-mail does without: APP1-APP15 and COM. APP0 (JFIF) says how to read pixels. */
const stripped = (marker: number) => (marker > APP0 && marker <= 0xef) || marker === COM;

/** The end of the entropy-coded data that starts at `from`: the offset of the next marker's FF. */
function endOfScan(bytes: Uint8Array, from: number) {
  for (let at = from; at + 1 < bytes.length; at += 1) {
    if (bytes[at] !== 0xff) continue;
    const next = bytes[at + 1]!;
    // FF 00 is a stuffed FF byte and FF D0-D7 a restart marker, both part of the scan; FF FF is fill.
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) continue;
    return at;
  }
  return -1;
}

/**
 * The photo as the e-mail carries it: the JPEG without APP1-APP15, COM and trailing bytes; null
 * when the bytes are not one whole JPEG (a frame, at least one scan, an end).
 */
export function cleanJpeg(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const kept: [number, number][] = [[0, 2]];
  let at = 2;
  let framed = false;
  let scanned = false;
  for (;;) {
    if (at + 1 >= bytes.length || bytes[at] !== 0xff) return null;
    // Fill bytes (FF FF ...) may precede a marker.
    while (bytes[at + 1] === 0xff && at + 2 < bytes.length) at += 1;
    const marker = bytes[at + 1]!;
    if (marker === EOI) {
      if (!framed || !scanned) return null;
      kept.push([at, at + 2]);
      break;
    }
    if (marker === SOI || marker === 0x00) return null;
    if (standalone(marker)) {
      kept.push([at, at + 2]);
      at += 2;
      continue;
    }
    if (at + 3 >= bytes.length) return null;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (frame(marker)) framed = true;
    if (marker === SOS) {
      if (!framed) return null;
      scanned = true;
      const next = endOfScan(bytes, end);
      if (next < 0) return null;
      kept.push([at, next]);
      at = next;
      continue;
    }
    if (!stripped(marker)) kept.push([at, end]);
    at = end;
  }
  const size = kept.reduce((sum, [from, to]) => sum + to - from, 0);
  const clean = new Uint8Array(size);
  let offset = 0;
  for (const [from, to] of kept) {
    clean.set(bytes.subarray(from, to), offset);
    offset += to - from;
  }
  return clean;
}
