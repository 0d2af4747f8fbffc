/**
 * The raster image pipeline. Every JPEG, PNG or WebP under public/images that the content names
 * becomes AVIF and WebP variants at 400/800/1200/1600 px wide (never upscaled) in public/_img/, and
 * .generated/image-manifest.json tells components/ui/picture.tsx what exists. SVGs are served as
 * they are; a raster no content names is not converted. Variants are kept in a cache folder
 * (.cache/images/, kept between deploys by the workflow) under the SHA-256 of their source, so a
 * build converts only photos it has never seen, however long the history.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageManifest } from '../lib/read-images';

const variantWidths = [400, 800, 1200, 1600];
const rasters = /\.(jpe?g|png|webp)$/i;
/** A raster path as content names it: /images/... with a raster extension. */
const rasterReference = /\/images\/[\w\-./]+\.(?:jpe?g|png|webp)\b/gi;

type Format = 'avif' | 'webp';
/** Writes one variant of `source` at `width` to `target`. */
export type Encode = (
  source: string,
  width: number,
  format: Format,
  target: string,
) => Promise<void>;

const sharpEncode: Encode = async (source, width, format, target) => {
  const pipeline = sharp(source).resize({ width, withoutEnlargement: true });
  await (
    format === 'avif' ? pipeline.avif({ quality: 55, effort: 4 }) : pipeline.webp({ quality: 75 })
  ).toFile(target);
};

export function widthsFor(width: number) {
  const widths = variantWidths.filter((w) => w <= width);
  return widths.length ? widths : [width];
}

export type PipelineOptions = {
  /** Where the variants go (public/_img) and the URL they are served at. */
  outDir: string;
  urlBase?: string;
  /** Converted variants by source hash; without it, every variant is converted. */
  cacheDir?: string;
  encode?: Encode;
  /** Counts the variants actually converted (not taken from the cache). */
  onConvert?: (source: string) => void;
};

/** Writes the variants of one source image; `src` is its public URL path. */
export async function buildVariants(file: string, src: string, options: PipelineOptions) {
  const { outDir, urlBase = '/_img', cacheDir, encode = sharpEncode, onConvert } = options;
  const { width = 0, height = 0 } = await sharp(file).metadata();
  const base = src.replace(/^\/images\//, '').replace(rasters, '');
  const hash =
    cacheDir &&
    createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  const variants: ImageManifest[string]['variants'] = [];
  for (const w of widthsFor(width)) {
    for (const format of ['avif', 'webp'] as const) {
      const target = path.join(outDir, `${base}-${w}.${format}`);
      await mkdir(path.dirname(target), { recursive: true });
      const cached = hash && path.join(cacheDir!, hash.slice(0, 2), hash, `${w}.${format}`);
      if (cached && (await exists(cached))) await copyFile(cached, target);
      else {
        onConvert?.(file);
        if (cached) {
          // Written beside, then renamed: a build stopped half-way leaves no broken variant.
          await mkdir(path.dirname(cached), { recursive: true });
          const partial = `${cached}.${process.pid}.partial`;
          await encode(file, w, format, partial);
          await rename(partial, cached);
          await copyFile(cached, target);
        } else await encode(file, w, format, target);
      }
      variants.push({ format, width: w, src: `${urlBase}/${base}-${w}.${format}` });
    }
  }
  return { width, height, variants };
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Every raster path (/images/...) named in the files under `dirs` (JSON and TypeScript). */
async function referencedRasters(dirs: string[]) {
  const found = new Set<string>();
  for (const dir of dirs)
    for (const file of await walk(dir, /\.(json|ts)$/))
      for (const [src] of (await readFile(file, 'utf8')).matchAll(rasterReference)) found.add(src);
  return [...found].sort();
}

/**
 * The manifest for the rasters the content names that exist under `publicDir` (the content check
 * reports missing ones). `outDir` is emptied first, so only what pages use is shipped.
 */
export async function buildImages(
  publicDir: string,
  contentDirs: string[],
  options: PipelineOptions,
) {
  await rm(options.outDir, { recursive: true, force: true });
  const manifest: ImageManifest = {};
  for (const src of await referencedRasters(contentDirs)) {
    const file = path.join(publicDir, src);
    if (await exists(file)) manifest[src] = await buildVariants(file, src, options);
  }
  return manifest;
}

async function walk(dir: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full, pattern);
      return pattern.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}
