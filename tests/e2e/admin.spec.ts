import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { projectFileSchema } from '@/content/schema';
import { adminContentSecurityPolicy } from '@/build/security-headers';
import { ports } from '../ports';
import { expect, test } from './fixtures';

/**
 * The editor at /admin/ (docs/editing.md). The fixtures fail any test here that sends a request
 * outside the site or breaks the page's Content-Security-Policy.
 */
test.describe('the site editor', { tag: '@desktop-only' }, () => {
  for (const [server, origin] of [
    ['nginx', `http://127.0.0.1:${ports.nginx}`],
    ['npm start server', `http://127.0.0.1:${ports.site}`],
  ]) {
    test(`opens its sign-in screen from ${server}, asking nothing of a third party`, async ({
      page,
    }) => {
      const response = await page.goto(`${origin}/admin/`);
      expect(response?.headers()['content-security-policy']).toBe(adminContentSecurityPolicy);
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute(
        'content',
        /noindex/,
      );
      await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
      // On 127.0.0.1 it also offers the local repository (Chrome and Edge).
      await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
      // Its fonts are the site's own copies: the icons render, not their names.
      expect(
        await page.evaluate(() => document.fonts.check('24px "Material Symbols Outlined"')),
      ).toBe(true);
    });
  }
});

/** A photo as a phone takes it: a 4032 x 3024 JPEG. */
function phonePhoto() {
  return sharp({
    create: { width: 4032, height: 3024, channels: 3, background: { r: 40, g: 120, b: 160 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The content files the local repository starts with: this checkout's own. */
function contentFiles() {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) files[full] = readFileSync(full, 'utf8');
    }
  };
  walk('content');
  return files;
}

/** What the owner uploads from a phone: the JPEG most phones take, and an iPhone's HEIC. */
const uploads = [
  {
    name: 'IMG_2041 Pool Deck.jpg',
    mimeType: 'image/jpeg',
    buffer: phonePhoto,
    saved: '/images/projects/img_2041-pool-deck.webp',
  },
  {
    name: 'IMG_2042.HEIC',
    mimeType: 'image/heic',
    // 4032 x 3024, made with libheif's heif-enc (x265): sharp's libvips cannot write HEIC.
    buffer: async () => readFileSync('tests/fixtures/IMG_2042.heic'),
    saved: '/images/projects/img_2042.webp',
  },
];

test.describe('adding a project in the local repository', { tag: '@desktop-only' }, () => {
  for (const upload of uploads)
    test(`writes a project file the schema accepts, with its ${upload.mimeType} photo`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      // Chromium's origin-private file system stands in for the folder the owner would pick.
      await page.addInitScript(() => {
        (window as unknown as { showDirectoryPicker: () => Promise<unknown> }).showDirectoryPicker =
          async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
      });
      await page.goto('/admin/');
      await page.evaluate(async (files) => {
        const root = await navigator.storage.getDirectory();
        const repo = await root.getDirectoryHandle('repo', { create: true });
        await repo.getDirectoryHandle('.git', { create: true });
        for (const [file, text] of Object.entries(files)) {
          let dir = repo;
          const parts = file.split('/');
          for (const part of parts.slice(0, -1))
            dir = await dir.getDirectoryHandle(part, { create: true });
          const writable = await (
            await dir.getFileHandle(parts.at(-1)!, { create: true })
          ).createWritable();
          await writable.write(text);
          await writable.close();
        }
      }, contentFiles());
      await page.getByRole('button', { name: 'Work with Local Repository' }).click();
      await expect(page.getByRole('row', { name: 'Accessible Bathroom Upgrade' })).toBeVisible({
        timeout: 30_000,
      });
      await page.getByRole('button', { name: 'Create New Entry' }).click();
      await page.getByRole('radio', { name: 'Commercial' }).check();
      await page.getByRole('radio', { name: 'Tampa' }).check();
      await page.getByRole('spinbutton', { name: 'Year finished' }).fill('2026');
      await page.getByRole('button', { name: /^Add .*Photos/ }).click();
      await page.screenshot({ path: '.tmp/admin-new.png' });
      await page.getByRole('button', { name: 'Browse' }).click();
      const dialog = page.getByRole('dialog', { name: 'Select Image' });
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await (
        await chooser
      ).setFiles({ name: upload.name, mimeType: upload.mimeType, buffer: await upload.buffer() });
      await dialog.getByRole('button', { name: 'Insert' }).click();
      await page
        .getByRole('textbox', { name: 'Description of the photo' })
        .fill('Resurfaced pool deck with a new coping edge, seen from the lanai');
      // The new entry's form settles after it opens; the title is typed last, once it holds.
      const title = page.getByRole('textbox', { name: 'Title' });
      await expect(async () => {
        await title.fill('Pool Deck Resurfacing');
        await expect(title).toHaveValue('Pool Deck Resurfacing', { timeout: 1000 });
      }).toPass();
      // Saved: the editor writes the entry into the folder (here, OPFS).
      const saved = () =>
        page.evaluate(async () => {
          const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
          const content = await repo.getDirectoryHandle('content');
          const projects = await content.getDirectoryHandle('projects');
          return projects.getFileHandle('pool-deck-resurfacing.json').then(
            () => true,
            () => false,
          );
        });
      await expect(async () => {
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect.poll(saved, { timeout: 5000 }).toBe(true);
      }).toPass({ timeout: 30_000 });
      const written = await page.evaluate(async () => {
        const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
        const read = async (names: string[]) => {
          let dir = repo;
          for (const name of names.slice(0, -1)) dir = await dir.getDirectoryHandle(name);
          return (await dir.getFileHandle(names.at(-1)!)).getFile();
        };
        const entry = await (
          await read(['content', 'projects', 'pool-deck-resurfacing.json'])
        ).text();
        const { src } = JSON.parse(entry).photos[0];
        const photo = new Uint8Array(
          await (await read(['public', ...src.slice(1).split('/')])).arrayBuffer(),
        );
        return { entry, photo: Array.from(photo) };
      });
      const project = projectFileSchema.parse(JSON.parse(written.entry));
      expect(project).toEqual({
        title: 'Pool Deck Resurfacing',
        category: 'Commercial',
        town: 'tampa',
        year: 2026,
        photos: [
          {
            src: upload.saved,
            alt: 'Resurfaced pool deck with a new coping edge, seen from the lanai',
          },
        ],
        featured: false,
      });
      // The phone's 4032 px photo arrives as a WebP at most 2400 px wide, under a clean name.
      const photo = await sharp(Buffer.from(written.photo)).metadata();
      expect(photo).toMatchObject({ format: 'webp', width: 2400, height: 1800 });
    });
});
