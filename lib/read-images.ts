import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by pipeline/steps/write-images.ts: the AVIF/WebP variants of every raster in public/images. */
export type ImageManifest = Record<
  string,
  {
    width: number;
    height: number;
    variants: { format: 'avif' | 'webp'; width: number; src: string }[];
  }
>;

const manifestPath = path.join(process.cwd(), '.generated', 'image-manifest.json');

let manifest: ImageManifest | undefined;
function readManifest(): ImageManifest {
  manifest ??= existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ImageManifest)
    : {};
  return manifest;
}

function svgSize(src: string) {
  const svg = readFileSync(path.join(process.cwd(), 'public', src), 'utf8');
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1]);
  const [, , vbWidth, vbHeight] = (/viewBox="([^"]+)"/.exec(root)?.[1] ?? '')
    .split(/[\s,]+/)
    .map(Number);
  const width = attr('width') || vbWidth;
  const height = attr('height') || vbHeight;
  if (!width || !height)
    throw new Error(`public${src}: the <svg> root needs width/height or a viewBox`);
  return { width, height };
}

/** An image as content names it (content/schema.ts): a file under public/ or an https URL. */
export type ImageRef = { src: string; alt: string; width?: number; height?: number };

type ResolvedImage = {
  src: string;
  alt: string;
  width: number;
  height: number;
  sources: { type: string; srcSet: string }[];
};

/** Intrinsic size and responsive sources for an image named in content. */
export function resolveImage(image: ImageRef): ResolvedImage {
  const { src, alt } = image;
  if (/^https:/.test(src)) {
    return { src, alt, width: image.width!, height: image.height!, sources: [] };
  }
  if (src.endsWith('.svg')) return { src, alt, ...svgSize(src), sources: [] };
  const entry = readManifest()[src];
  if (!entry) throw new Error(`public${src} has no entry in the image manifest; run npm run build`);
  const srcSet = (format: 'avif' | 'webp') =>
    entry.variants
      .filter((v) => v.format === format)
      .map((v) => `${v.src} ${v.width}w`)
      .join(', ');
  const largestWebp = entry.variants.filter((v) => v.format === 'webp').at(-1);
  return {
    src: largestWebp?.src ?? src,
    alt,
    width: entry.width,
    height: entry.height,
    sources: [
      { type: 'image/avif', srcSet: srcSet('avif') },
      { type: 'image/webp', srcSet: srcSet('webp') },
    ],
  };
}
