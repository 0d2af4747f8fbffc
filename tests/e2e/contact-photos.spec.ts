/**
 * Photos with a quote request, at phone width, through `npm start`'s own server (server/serve.ts
 * on ports.site): its contact function, its Storage stand-in (photos under DATA_DIR's storage/)
 * and its outbox of .eml files. The test build bakes the gateway stand-in (ports.api) in as the
 * function's address, so the browser's calls to it are forwarded here, unchanged, to the same
 * paths on npm start's server (harness/e2e/npm-start-contact.ts); the interrupted upload is a
 * connection reset there.
 */
import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import exifr from 'exifr';
import sharp from 'sharp';
import { fillContactForm, formHydrated, uniqueMessage } from '../../harness/e2e/contact-helpers';
import { expect, test } from '../../harness/e2e/fixtures';
import { emlFor, site, throughNpmStart } from '../../harness/e2e/npm-start-contact';

/** A phone photo: 4,000 × 3,000, full of detail (noise), with the GPS position of a house in Largo. */
const phonePhoto = () =>
  sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '27/1 54/1 3600/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '82/1 47/1 2400/100',
      },
    })
    .toBuffer();

const smallPhoto = (hue: number) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: hue, g: 90, b: 60 } } })
    .png()
    .toBuffer();

async function openForm(page: Page) {
  await page.goto(`${site}/contact/`);
  await formHydrated(page);
}

const photoInput = (page: Page) => page.getByLabel(/^Photos/);

test.describe('photos with a quote request @phone-only', () => {
  // Megapixel fixtures made with sharp, a 40 MB file through the protocol, canvas work in the
  // page: several seconds each on a busy two-core host.
  test.slow();
  test('two photos reach the owner in one e-mail, small and without GPS', async ({ page }) => {
    const big = await phonePhoto();
    expect((await exifr.gps(big))?.latitude).toBeCloseTo(27.91, 1); // the fixture carries GPS
    let release = () => {};
    await throughNpmStart(page, { hold: new Promise((resolve) => (release = resolve)) });
    await openForm(page);
    const message = uniqueMessage({ service: 'Permit Rescue' });
    await fillContactForm(page, message);
    await photoInput(page).setInputFiles([
      { name: 'IMG_4471.jpg', mimeType: 'image/jpeg', buffer: big },
      { name: 'porch.png', mimeType: 'image/png', buffer: await smallPhoto(180) },
    ]);
    const chosen = page.getByRole('list', { name: 'Chosen photos' });
    await expect(chosen.getByText('Ready to send')).toHaveCount(2, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Send Message' }).click();
    // While the photos upload, the button says what the spec says, and the field says the rest.
    await expect(page.getByRole('status').filter({ hasText: /^Uploading 2 photos/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(page.getByText('Thanks! Your message is on its way')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/did not upload/)).toHaveCount(0);

    const email = await emlFor(message.message);
    expect(email.text).toContain('2 photos attached (photo-1.jpg, photo-2.jpg).');
    expect(email.images).toHaveLength(2);
    for (const image of email.images) {
      expect(image.headers).toContain('Content-Type: image/jpeg');
      expect(image.body.length).toBeLessThanOrEqual(600 * 1024);
      const meta = await sharp(image.body).metadata();
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(2000);
      expect(meta.exif).toBeUndefined();
      expect(await exifr.gps(image.body).catch(() => undefined)).toBeUndefined();
    }
    const first = await sharp(email.images[0]!.body).metadata();
    expect([first.width, first.height]).toEqual([2000, 1500]);
  });

  test('a non-image, a 40 MB file, a 6th photo and a cut upload each say so, and the message still arrives', async ({
    page,
  }) => {
    await throughNpmStart(page, { interrupt: (upload) => upload === 2 });
    await openForm(page);
    const message = uniqueMessage();
    await fillContactForm(page, message);
    const files: [string, Buffer][] = [
      ['kitchen-1.png', await smallPhoto(40)],
      ['kitchen-2.png', await smallPhoto(80)],
      ['invoice.jpg', Buffer.from('%PDF-1.7 not a photo')],
      ['drone.jpg', Buffer.alloc(40 * 1024 * 1024)],
      ['kitchen-3.png', await smallPhoto(120)],
      ['kitchen-4.png', await smallPhoto(160)],
    ];
    // Files on disk, as a phone's picker hands them over: the browser reads them itself, so the
    // 40 MB one is not copied through the test's connection to it (slow on a loaded machine).
    const paths = await Promise.all(
      files.map(async ([name, bytes]) => {
        const file = test.info().outputPath(name);
        await writeFile(file, bytes);
        return file;
      }),
    );
    await photoInput(page).setInputFiles(paths);
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await expect(
      form.getByText('You can send up to 5 photos; kitchen-4.png was not added.'),
    ).toBeVisible();
    await expect(
      form.getByText('Not added: invoice.jpg is not a photo this browser can open.', {
        exact: false,
      }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(
      form.getByText('Not added: drone.jpg is 40 MB; photos up to 30 MB can be sent here.'),
    ).toBeVisible({ timeout: 30_000 });
    await expect(form.getByText('Ready to send')).toHaveCount(3, { timeout: 30_000 });

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByText('One photo did not upload: please reply to our answer with it, or e-mail', {
        exact: false,
      }),
    ).toBeVisible({ timeout: 30_000 });
    const email = await emlFor(message.message);
    expect(email.images).toHaveLength(2);
    expect(email.text).toContain(
      '2 photos attached (photo-1.jpg, photo-2.jpg); 1 photo did not arrive',
    );
  });
});
