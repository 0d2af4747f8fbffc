/**
 * The raster image pipeline. Every JPEG, PNG or WebP under public/images becomes AVIF and WebP
 * variants at 400/800/1200/1600 px wide (never upscaled) in public/_img/, and
 * .generated/image-manifest.json tells components/ui/picture.tsx what exists. SVGs are
 * served as they are. Variants are rebuilt only when their source changes.
 */
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageManifest } from '../lib/images';

const variantWidths = [400, 800, 1200, 1600];
const rasters = /\.(jpe?g|png|webp)$/i;

export function widthsFor(width: number) {
  const widths = variantWidths.filter((w) => w <= width);
  return widths.length ? widths : [width];
}

/** Writes the variants of one source image; `src` is its public URL path. */
export async function buildVariants(file: string, src: string, outDir: string, urlBase = '/_img') {
  const { width = 0, height = 0 } = await sharp(file).metadata();
  const base = src.replace(/^\/images\//, '').replace(rasters, '');
  const sourceTime = (await stat(file)).mtimeMs;
  const variants: ImageManifest[string]['variants'] = [];
  for (const w of widthsFor(width)) {
    for (const format of ['avif', 'webp'] as const) {
      const target = path.join(outDir, `${base}-${w}.${format}`);
      const fresh = await stat(target).then(
        (s) => s.mtimeMs >= sourceTime,
        () => false,
      );
      if (!fresh) {
        await mkdir(path.dirname(target), { recursive: true });
        const pipeline = sharp(file).resize({ width: w, withoutEnlargement: true });
        await (
          format === 'avif'
            ? pipeline.avif({ quality: 55, effort: 4 })
            : pipeline.webp({ quality: 75 })
        ).toFile(target);
      }
      variants.push({ format, width: w, src: `${urlBase}/${base}-${w}.${format}` });
    }
  }
  return { width, height, variants };
}

export async function* walkRasters(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walkRasters(full);
    else if (rasters.test(entry.name)) yield full;
  }
}
