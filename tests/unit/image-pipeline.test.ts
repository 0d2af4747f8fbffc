/** @jest-environment node */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  buildImages,
  buildVariants,
  widthsFor,
  type Encode,
  type PipelineOptions,
} from '@/pipeline/image-pipeline';

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
    // Wider than two of the widths and narrower than the rest: AVIF encodes are the slow part.
    await photoLike(source, 900, 600);
    const entry = await buildVariants(source, '/images/projects/kitchen.jpg', {
      outDir: path.join(dir, 'out'),
    });
    expect(entry.width).toBe(900);
    expect(entry.height).toBe(600);
    expect(entry.variants.map((v) => `${v.format}@${v.width}`)).toEqual([
      'avif@400',
      'webp@400',
      'avif@800',
      'webp@800',
    ]);
    for (const variant of entry.variants) {
      expect(variant.src).toBe(`/_img/projects/kitchen-${variant.width}.${variant.format}`);
      const file = path.join(dir, 'out', variant.src.replace('/_img/', ''));
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.round((600 * variant.width) / 900));
    }
  }, 60_000);
});

/**
 * A site of `count` 1600 px photos (every width), each named by one project file, and one no file
 * names.
 */
async function siteWithPhotos(root: string, count: number) {
  await mkdir(path.join(root, 'public/images/projects'), { recursive: true });
  await mkdir(path.join(root, 'content/projects'), { recursive: true });
  await Promise.all(Array.from({ length: count + 1 }, (_, i) => photo(root, i, i)));
  for (let i = 0; i < count; i++)
    await writeFile(
      path.join(root, `content/projects/p${i}.json`),
      JSON.stringify({
        photos: [{ src: `/images/projects/p${i}.jpg`, alt: 'A finished project' }],
      }),
    );
}

/** Photo `i`, in a colour of its own (`shade`): a new shade is a changed photo. */
const photo = (root: string, i: number, shade: number) =>
  sharp({
    create: {
      width: 1600,
      height: 1000,
      channels: 3,
      background: { r: shade % 256, g: 90, b: 140 },
    },
  })
    // Uniform colours a step apart can encode to the same bytes; a description keeps them apart.
    .withExif({ IFD0: { ImageDescription: `photo ${i}, shade ${shade}` } })
    .jpeg({ quality: 80 })
    .toFile(path.join(root, `public/images/projects/p${i}.jpg`));

describe('image build', () => {
  let root: string;
  let converted: string[];
  let options: PipelineOptions;
  // Counting conversions does not need real AVIF encoding: a stand-in writes a small file.
  const encode: Encode = (_source, width, format, target) =>
    writeFile(target, `${format} ${width}`);
  const build = () => buildImages(path.join(root, 'public'), [path.join(root, 'content')], options);

  beforeAll(async () => {
    root = path.join(dir, 'site');
    await siteWithPhotos(root, 200);
  }, 120_000);
  beforeEach(() => {
    converted = [];
    options = {
      outDir: path.join(root, 'public/_img'),
      cacheDir: path.join(root, '.cache/images'),
      encode,
      onConvert: (source) => converted.push(path.basename(source)),
    };
  });

  it('converts only the photos the content names, every variant once', async () => {
    const manifest = await build();
    expect(Object.keys(manifest)).toHaveLength(200);
    expect(manifest).not.toHaveProperty('/images/projects/p200.jpg');
    expect(new Set(converted).size).toBe(200);
    expect(converted).toHaveLength(200 * 8);
    expect(converted).not.toContain('p200.jpg');
  }, 120_000);

  it('after one photo changed, converts that photo alone and ships every variant', async () => {
    await build();
    converted = [];
    await photo(root, 7, 250);
    const manifest = await build();
    expect(new Set(converted)).toEqual(new Set(['p7.jpg']));
    expect(converted).toHaveLength(8);
    const shipped = await readdir(path.join(root, 'public/_img/projects'));
    expect(shipped).toHaveLength(200 * 8);
    expect(Object.keys(manifest)).toHaveLength(200);
  }, 120_000);
});
