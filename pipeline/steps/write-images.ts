/** Build step: AVIF/WebP variants and the manifest for every raster the content names. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildImages } from '../image-pipeline';

let conversions = 0;
const manifest = await buildImages(
  path.resolve('public'),
  // The owner's JSON (CONTENT_DIR when set) and the copy in content/*.ts.
  [...new Set([path.resolve(process.env.CONTENT_DIR || 'content'), path.resolve('content')])],
  {
    outDir: path.resolve('public/_img'),
    cacheDir: path.resolve('.cache/images'),
    onConvert: () => conversions++,
  },
);
await mkdir('.generated', { recursive: true });
await writeFile('.generated/image-manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `images: ${Object.keys(manifest).length} raster source(s) in the manifest, ${conversions} variant(s) converted, the rest from .cache/images/`,
);
