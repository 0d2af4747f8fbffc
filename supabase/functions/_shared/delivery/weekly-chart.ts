/**
 * The weekly report's chart of requests per day, as a PNG made here: a bar per day, no text (the
 * e-mail's table beside it carries the numbers). A PNG rather than SVG because Gmail and Outlook
 * do not show SVG in a message; it travels as an inline attachment (cid:), which needs no
 * third-party host and no tracking pixel.
 */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data, and the CRC of type and data. */
function chunk(type: string, data: Uint8Array) {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** zlib-wrapped deflate, as PNG's IDAT holds it (CompressionStream 'deflate' is that format). */
async function deflate(data: Uint8Array) {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const ink = [0x0f, 0x1e, 0x2e] as const;
const rule = [0xc9, 0xcf, 0xd6] as const;

/** Bars for `values`, scaled to the largest, on white, `width` × `height` pixels. */
export async function barChartPng(values: number[], width = 420, height = 120) {
  const rowBytes = 1 + width * 3;
  const pixels = new Uint8Array(rowBytes * height).fill(255);
  for (let y = 0; y < height; y++) pixels[y * rowBytes] = 0; // filter: none
  const paint = (x: number, y: number, [r, g, b]: readonly number[]) =>
    pixels.set([r!, g!, b!], y * rowBytes + 1 + x * 3);
  for (let x = 0; x < width; x++) paint(x, height - 1, rule);
  const max = Math.max(1, ...values);
  const slot = Math.floor(width / Math.max(1, values.length));
  const gap = Math.max(2, Math.floor(slot / 5));
  values.forEach((value, index) => {
    const barHeight = value > 0 ? Math.max(2, Math.round((value / max) * (height - 8))) : 0;
    for (let y = height - 1 - barHeight; y < height - 1; y++)
      for (let x = index * slot + gap; x < (index + 1) * slot - gap; x++) paint(x, y, ink);
  });
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', await deflate(pixels)),
    chunk('IEND', new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}
