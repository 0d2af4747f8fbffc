/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildVariants, widthsFor } from '@/build/image-pipeline';

/** A photo-like raster: smooth gradients plus grain, so encoders work as they would on a photo. */
async function photoLike(file: string, width: number, height: number) {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      const grain = (Math.sin(x * 12.9898 + y * 78.233) * 43758.5453) % 1;
      pixels[i] = (120 + 100 * Math.sin(x / 90) + 20 * grain) & 255;
      pixels[i + 1] = (110 + 80 * Math.cos(y / 70) + 20 * grain) & 255;
      pixels[i + 2] = (90 + 60 * Math.sin((x + y) / 150)) & 255;
    }
  }
  await sharp(pixels, { raw: { width, height, channels } }).jpeg({ quality: 85 }).toFile(file);
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'images-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('image pipeline', () => {
  it('never upscales', () => {
    expect(widthsFor(2400)).toEqual([400, 800, 1200, 1600]);
    expect(widthsFor(1000)).toEqual([400, 800]);
    expect(widthsFor(300)).toEqual([300]);
  });

  it('turns a photo into AVIF and WebP at every width up to its own', async () => {
    const source = path.join(dir, 'kitchen.jpg');
    await photoLike(source, 1700, 1100);
    const entry = await buildVariants(
      source,
      '/images/projects/kitchen.jpg',
      path.join(dir, 'out'),
      '/_img',
    );
    expect(entry.width).toBe(1700);
    expect(entry.height).toBe(1100);
    expect(entry.variants.map((v) => `${v.format}@${v.width}`)).toEqual([
      'avif@400',
      'webp@400',
      'avif@800',
      'webp@800',
      'avif@1200',
      'webp@1200',
      'avif@1600',
      'webp@1600',
    ]);
    for (const variant of entry.variants) {
      expect(variant.src).toBe(`/_img/projects/kitchen-${variant.width}.${variant.format}`);
      const file = path.join(dir, 'out', variant.src.replace('/_img/', ''));
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.round((1100 * variant.width) / 1700));
    }
  }, 60_000);
});
