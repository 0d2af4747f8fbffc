/** Build step: AVIF/WebP variants and the manifest for every raster in public/images. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageManifest } from '../lib/images';
import { buildVariants, walkRasters } from './image-pipeline';

const manifest: ImageManifest = {};
for await (const file of walkRasters(path.resolve('public/images'))) {
  const src = `/${path.relative(path.resolve('public'), file).split(path.sep).join('/')}`;
  manifest[src] = await buildVariants(file, src, path.resolve('public/_img'));
}
await mkdir('.generated', { recursive: true });
await writeFile('.generated/image-manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`images: ${Object.keys(manifest).length} raster source(s) in the manifest`);
