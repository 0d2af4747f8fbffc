// Regenerates the committed brand images (icons, the Open Graph card) from the SVG logo.
// Run by hand after a brand change: npx tsx scripts/make-brand-assets.mjs
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { site } from '../lib/content/index.ts';

const { ink, orange } = site.colors;
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const mark = (size, radius) => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">
  <rect width="32" height="32" rx="${radius}" fill="${orange}"/>
  <path d="M7 23h18M9 23V13l7-5 7 5v10" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/>
  <path d="M13 23v-6h6v6" fill="none" stroke="#fff" stroke-width="2.5"/>
</svg>`;

const og = `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${ink}"/>
  <g stroke="#ffffff" stroke-opacity="0.06">
    ${Array.from({ length: 38 }, (_, i) => `<line x1="${i * 32}" y1="0" x2="${i * 32}" y2="630"/>`).join('')}
    ${Array.from({ length: 20 }, (_, i) => `<line x1="0" y1="${i * 32}" x2="1200" y2="${i * 32}"/>`).join('')}
  </g>
  <rect x="0" y="600" width="1200" height="30" fill="${orange}"/>
  <g transform="translate(80 90) scale(3.5)">
    <rect width="32" height="32" rx="6" fill="${orange}"/>
    <path d="M7 23h18M9 23V13l7-5 7 5v10" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/>
    <path d="M13 23v-6h6v6" fill="none" stroke="#fff" stroke-width="2.5"/>
  </g>
  <text x="80" y="310" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="#ffffff">${escape(site.name)}</text>
  <text x="80" y="385" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="36" fill="#e7e3dd">Licensed general &amp; concrete contractor · ${escape(site.address.city)}, ${site.address.region}</text>
  <text x="80" y="470" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="32" font-weight="700" fill="#fdba74">Remodels · Buildouts · Permit rescue · FEMA reconstruction</text>
  <text x="80" y="540" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="28" fill="#d6d0c7">Building in Tampa Bay since ${site.foundingYear}</text>
</svg>`;

const png = (svg, size) =>
  sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/** An .ico holding PNG images, which every current browser reads. */
function ico(images) {
  const header = Buffer.alloc(6 + images.length * 16);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + i * 16;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

await writeFile('app/icon.svg', mark(32, 6).trim() + '\n');
await writeFile('app/apple-icon.png', await png(mark(180, 0), 180));
await writeFile(
  'app/favicon.ico',
  ico([
    { size: 32, data: await png(mark(32, 6), 32) },
    { size: 16, data: await png(mark(16, 6), 16) },
  ]),
);
await writeFile('public/icon-192.png', await png(mark(192, 6), 192));
await writeFile('public/icon-512.png', await png(mark(512, 0), 512));
await writeFile(
  'public/og/default.png',
  await sharp(Buffer.from(og)).png({ compressionLevel: 9 }).toBuffer(),
);
console.log('brand assets written');
