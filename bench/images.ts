/**
 * Cold and warm image builds with the real encoder (docs/performance.md): `count` photos of
 * 2400 x 1600 px in a temporary site, built with an empty .cache/images, then again after one
 * photo changed. Usage: tsx bench/images.ts [count]
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildImages } from '../pipeline/image-pipeline';

const count = Number(process.argv[2] ?? 10);
const root = await mkdtemp(path.join(os.tmpdir(), 'bench-images-'));
await mkdir(path.join(root, 'public/images/projects'), { recursive: true });
await mkdir(path.join(root, 'content/projects'), { recursive: true });

async function photo(i: number, shade: number) {
  const [width, height] = [2400, 1600];
  const pixels = Buffer.alloc(width * height * 3);
  for (let p = 0; p < width * height; p++) {
    const [x, y] = [p % width, Math.floor(p / width)];
    const grain = ((x * 7919 + y * 104729 + shade) % 23) - 11;
    pixels[p * 3] = (shade + 90 * Math.sin(x / 140) + grain) & 255;
    pixels[p * 3 + 1] = (110 + 70 * Math.cos(y / 90) + grain) & 255;
    pixels[p * 3 + 2] = (100 + 50 * Math.sin((x + y) / 200) + grain) & 255;
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toFile(path.join(root, `public/images/projects/p${i}.jpg`));
}
for (let i = 0; i < count; i++) {
  await photo(i, i * 7);
  await writeFile(
    path.join(root, `content/projects/p${i}.json`),
    JSON.stringify({ photos: [{ src: `/images/projects/p${i}.jpg`, alt: 'A finished project' }] }),
  );
}
async function build(label: string) {
  let converted = 0;
  const start = performance.now();
  await buildImages(path.join(root, 'public'), [path.join(root, 'content')], {
    outDir: path.join(root, 'public/_img'),
    cacheDir: path.join(root, '.cache/images'),
    onConvert: () => converted++,
  });
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  console.log(`${label}: ${seconds} s, ${converted} variant(s) converted`);
}
await build(`cold, ${count} photos`);
await photo(0, 200);
await build('warm, one photo changed');
await build('warm, nothing changed');
await rm(root, { recursive: true, force: true });
