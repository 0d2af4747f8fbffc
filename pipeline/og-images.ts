/**
 * Writes each project's preview card (Open Graph, lib/seo.ts: projectOgImage) into out/: its first
 * photo as a 1200 x 630 PNG, cropped to the middle. Social sites do not show SVG; they all show PNG.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { projects } from '../lib/content';
import { projectOgImage } from '../lib/seo';

export async function writeProjectOgImages(out: string) {
  await mkdir(path.join(out, 'og', 'projects'), { recursive: true });
  await Promise.all(
    projects.map(async (project) => {
      const photo = project.photos[0]!.src;
      const input = photo.startsWith('https:')
        ? Buffer.from(await (await fetch(photo)).arrayBuffer())
        : path.join('public', photo);
      const { url, width, height } = projectOgImage(project);
      await sharp(input, { density: 144 })
        .resize(width, height, { fit: 'cover', position: 'centre' })
        .flatten({ background: '#f4f2ef' })
        .png({ compressionLevel: 9, palette: true })
        .toFile(path.join(out, url));
    }),
  );
  return projects.length;
}
