import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { projectFileSchema } from '@/content/schema';
import type { Locator, Page } from '@playwright/test';
import { adminContentSecurityPolicy } from '@/pipeline/security-headers';
import {
  checkSavedContent,
  openLocalRepository,
  photoProcessed,
  readRepository,
  saveEntry,
  startingContent,
  typeIntoEntry,
} from '../../harness/e2e/local-repo';
import { ports } from '../../harness/ports';
import { buttonTargets, canonicalPaths, quoteForm, site, sitePages } from '@/lib/content';
import { exampleRefusal } from '@/lib/content/example-items';
import { loadContent } from '@/lib/content/loader';
import { cmsConfig, cmsSettings } from '@/pipeline/cms-config';
import { duplicate, duplicatedProject, emptiedFolders } from '../../harness/scale-content';
import { expect, test } from '../../harness/e2e/fixtures';

/**
 * The editor at /admin/ (docs/editing.md). The fixtures fail any test here that sends a request
 * outside the site or breaks the page's Content-Security-Policy.
 */

/**
 * A project's Add Photo button, scrolled to from its Title: the editor renders fields as they
 * scroll into view, and each text field above the photos has its Spanish twin under it.
 */
async function scrolledToAddPhoto(page: Page) {
  const addPhoto = page.getByRole('button', { name: /^Add\W+Photo\W*$/ });
  await page.getByRole('textbox', { name: 'Title', exact: true }).hover();
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(addPhoto).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 60_000 });
  return addPhoto;
}

// Each test has a context of its own (its own local repository): they share nothing, so both
// workers take them, rather than one taking the file's minutes alone at the end of the suite.
test.describe.configure({ mode: 'parallel' });

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
      await openLocalRepository(page);
      await page.getByRole('button', { name: 'Create New Entry' }).click();
      await page.getByRole('radio', { name: 'Commercial' }).check();
      // The town is chosen from the Towns collection (a relation field: a combobox).
      await page.getByRole('combobox', { name: 'Town' }).click();
      await page.getByRole('option', { name: 'Tampa', exact: true }).click();
      await page.getByRole('spinbutton', { name: 'Year finished' }).fill('2026');
      await (await scrolledToAddPhoto(page)).click();
      await page.getByRole('button', { name: 'Browse' }).click();
      const dialog = page.getByRole('dialog', { name: 'Select Image' });
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await (
        await chooser
      ).setFiles({ name: upload.name, mimeType: upload.mimeType, buffer: await upload.buffer() });
      await dialog.getByRole('button', { name: 'Insert' }).click();
      await photoProcessed(page);
      await page
        .getByRole('textbox', { name: 'Description of the photo', exact: true })
        .fill('Resurfaced pool deck with a new coping edge, seen from the lanai');
      await typeIntoEntry(page, { Title: 'Pool Deck Resurfacing' });
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
      await saveEntry(page);
      expect(await saved()).toBe(true);
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
        // A new entry's switch is off: it is not one of the template's samples.
        example: false,
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

/**
 * Each change that used to be saved and then fail the build (issue 32), done as the owner would:
 * afterwards the content check passes on what the editor wrote, or the editor refused. Where the
 * save changes which pages exist (every project deleted, a project duplicated), the content check
 * alone once passed what the build refused, so what was saved is also, file for file, content that
 * test:scale builds and checks (harness/scale-content.ts).
 */
test.describe('the editor refuses what the build refuses', { tag: '@desktop-only' }, () => {
  test.setTimeout(120_000);
  const openCollection = (page: Page, collection: string) =>
    page.getByRole('treeitem', { name: collection }).click();
  const openEntry = async (page: Page, collection: string, row: string) => {
    await openCollection(page, collection);
    await page.getByRole('row', { name: row }).click();
  };
  /**
   * The editor renders fields as they scroll into view: scrolls down from the first field. Up to
   * 60 s of the test's 120: a long entry took over 30 s to render on a loaded 2-core machine.
   */
  const reveal = async (page: Page, firstField: string | Locator, field: Locator) => {
    // Exactly its name: each text field has a Spanish twin beside it, "<name> (Spanish)".
    const first =
      typeof firstField === 'string'
        ? page.getByRole('textbox', { name: firstField, exact: true }).first()
        : firstField;
    await first.hover();
    await expect(async () => {
      await page.mouse.wheel(0, 800);
      await expect(field).toBeAttached({ timeout: 500 });
    }).toPass({ timeout: 60_000 });
    return field;
  };
  /** Switches a switch on until the editor counts it as a change, as `empty` does for a field. */
  const switchOn = async (page: Page, control: Locator) => {
    await expect(async () => {
      if (!(await control.isChecked())) await control.click({ timeout: 2000 });
      await expect(control).toBeChecked({ timeout: 2000 });
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled({
        timeout: 2000,
      });
    }).toPass({ timeout: 60_000 });
  };
  /**
   * Empties a field of the entry just opened, until the editor counts it as a change (its Save is
   * enabled): on a loaded machine the editor may still be filling the form in, and then puts the
   * stored value back over the emptied field.
   */
  const empty = async (page: Page, field: Locator) => {
    await expect(async () => {
      await field.fill('');
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled({
        timeout: 2000,
      });
    }).toPass({ timeout: 60_000 });
  };
  const editorOptions = async (page: Page) => {
    await page.getByRole('button', { name: 'Show Editor Options' }).click();
    return page.getByRole('menu', { name: 'Editor Options' });
  };
  const featuredFiles = async (page: Page) =>
    Object.entries(await readRepository(page, ['content', 'projects']))
      .filter(([, bytes]) => JSON.parse(Buffer.from(bytes).toString()).featured)
      .map(([file]) => file)
      .sort();

  test.beforeEach(async ({ page }) => {
    await openLocalRepository(page);
  });

  test('a second featured project: the newest marked is featured', async ({ page }) => {
    // The list says which projects are switched on, so the owner sees which to switch off.
    await openCollection(page, 'Projects');
    const featuredRows = page.getByRole('row').filter({ hasText: '· Featured' });
    await expect(featuredRows).toHaveText([
      'Restaurant Interior Renovation (Commercial) · Featured',
    ]);
    await openEntry(page, 'Projects', 'Spa Bathroom Renovation');
    await switchOn(
      page,
      await reveal(
        page,
        'Title',
        page.getByRole('switch', { name: 'Featured on the projects page' }),
      ),
    );
    await saveEntry(page);
    expect(await featuredFiles(page)).toEqual([
      'restaurant-interior-renovation.json',
      'spa-bathroom-renovation.json',
    ]);
    expect(await checkSavedContent(page)).toBe('');
    await openCollection(page, 'Projects');
    await expect(featuredRows).toHaveText([
      'Restaurant Interior Renovation (Commercial) · Featured',
      'Spa Bathroom Renovation (Bathroom) · Featured',
    ]);
  });

  test('the Google review link takes only the shapes Google gives, as the build does', async ({
    page,
  }) => {
    const before = await readRepository(page, ['content']);
    await openEntry(page, 'Company', 'Company facts');
    const google = await reveal(
      page,
      'Company name',
      page.getByRole('textbox', { name: 'Google review link' }),
    );
    await google.scrollIntoViewIfNeeded();
    // A Yelp page where Google's link goes: refused, named, nothing written.
    await google.fill('https://www.yelp.com/writeareview/biz/coquina-coast-builders');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('#first-error-line')).toHaveText(/^Fix “Google review link”/);
    expect(await readRepository(page, ['content'])).toEqual(before);
    // The link Google Business Profile gives: saved, and the content check passes it.
    const real = 'https://g.page/r/CQq7Coquina01EAE/review';
    await google.fill(real);
    await saveEntry(page);
    const saved = await readRepository(page, ['content']);
    expect(JSON.parse(Buffer.from(saved['company.json']!).toString()).reviews.google).toBe(real);
    expect(await checkSavedContent(page)).toBe('');
  });

  test('a service page’s button leads only to a page of the site or the contact form', async ({
    page,
  }) => {
    await openEntry(page, 'Services', 'FEMA Reconstruction');
    const link = await reveal(page, 'Title', page.getByRole('combobox', { name: 'Link' }));
    await link.scrollIntoViewIfNeeded();
    await link.click();
    // The site's pages and the contact form itself, nothing else: nowhere to type /contct/.
    await expect(page.getByRole('option')).toHaveCount(canonicalPaths.length + 1);
    await expect(
      page.getByRole('option', {
        name: `Contact: the form itself (${quoteForm.href})`,
        exact: true,
      }),
    ).toHaveCount(1);
    await page.getByRole('option', { name: 'Projects (/projects/)', exact: true }).click();
    await saveEntry(page);
    const saved = await readRepository(page, ['content', 'services']);
    const service = JSON.parse(Buffer.from(saved['fema-reconstruction.json']!).toString());
    const callout = service.sections.find(
      (section: { kind: string }) => section.kind === 'callout',
    );
    expect(callout.cta.href).toBe('/projects/');
    expect(await checkSavedContent(page)).toBe('');
  });

  test('duplicating the featured project saves a copy the check passes and the build publishes', async ({
    page,
  }) => {
    await openEntry(page, 'Projects', 'Restaurant Interior Renovation');
    await (await editorOptions(page)).getByRole('menuitem', { name: 'Duplicate Entry' }).click();
    await typeIntoEntry(page, { Title: duplicate.title });
    await saveEntry(page);
    expect(await featuredFiles(page)).toEqual([duplicate.file, duplicate.of].sort());
    expect(await checkSavedContent(page)).toBe('');
    // The content check passing is not enough: the build must publish the copy's page. What was
    // saved is the starting content and the copy, file for file, and the copy with its original is
    // what test:scale's largest size builds among its projects (harness/scale-content.ts:
    // writeDuplicate), where the project checks run over its page.
    const parsed = (files: Record<string, string>) =>
      Object.fromEntries(Object.entries(files).map(([file, text]) => [file, JSON.parse(text)]));
    const saved = Object.entries(await readRepository(page, ['content'])).map(
      ([file, bytes]) => [file, Buffer.from(bytes).toString()] as const,
    );
    expect(parsed(Object.fromEntries(saved))).toEqual({
      ...parsed(startingContent()),
      [`projects/${duplicate.file}`]: duplicatedProject(),
    });
    expect(await readRepository(page, ['public']).catch(() => ({}))).toEqual({});
  });

  // At the owner's desk and on a phone: a refused Save shows the first error
  // (public/admin/first-error.js). The local repository opens at desktop width (at phone width
  // Sveltia lists collections, not entries), then the open entry is narrowed to a phone's.
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 393, height: 851 }],
  ] as const)
    test(`opening hours with an opening time but no closing time cannot be saved (${device})`, async ({
      page,
    }) => {
      const before = await readRepository(page, ['content']);
      await openEntry(page, 'Company', 'Company facts');
      await page.setViewportSize(viewport);
      const closes = page.getByRole('textbox', { name: 'Closes' }).first();
      await empty(page, await reveal(page, 'Company name', closes));
      // Back at the top of the long form, the empty field out of sight.
      await page.getByRole('textbox', { name: 'Company name' }).scrollIntoViewIfNeeded();
      await expect(closes).not.toBeInViewport();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('This field is required.').first()).toBeVisible();
      // The first invalid field is scrolled to, focused and named in an announced line.
      await expect(closes).toBeInViewport();
      await expect(closes).toBeFocused();
      await expect(page.locator('#first-error-line')).toHaveRole('alert');
      await expect(page.locator('#first-error-line')).toHaveText(
        'Fix “Closes” under Opening hours › Opening and closing time: This field is required.',
      );
      await expect(page.locator('#first-error-line')).toBeInViewport();
      // It leaves the form pane's header and its ⋮ menu in sight.
      const menu = await page.getByRole('button', { name: /Content Options$/ }).boundingBox();
      const line = await page.locator('#first-error-line').boundingBox();
      expect(line!.y).toBeGreaterThanOrEqual(menu!.y + menu!.height);
      // Still in the editor, nothing written.
      await expect(page.getByRole('button', { name: 'Cancel Editing' })).toBeVisible();
      expect(await readRepository(page, ['content'])).toEqual(before);
      expect(await checkSavedContent(page)).toBe('');
    });

  test('a refused Save’s messages do not cover the Select Image window (phone)', async ({
    page,
  }) => {
    await openEntry(page, 'Projects', 'Spa Bathroom Renovation');
    await page.setViewportSize({ width: 393, height: 851 });
    await empty(page, page.getByRole('textbox', { name: 'Title', exact: true }));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const line = page.locator('#first-error-line');
    const toast = page.getByRole('alert').filter({ hasText: 'Please correct' });
    await expect(line).toBeVisible();
    await expect(toast).toBeVisible();
    // Title, the form's first field, cannot scroll to the middle: the line lies below it, leaving
    // its label and box readable.
    const title = (await page.locator('section[data-key-path="title"]').boundingBox())!;
    const box = (await line.boundingBox())!;
    expect(box.y >= title.y + title.height || box.y + box.height <= title.y).toBe(true);
    await expect(line).toBeInViewport();
    // Add Photo by a click dispatched to the button itself: the editor may still be scrolling to
    // the error when a pointer would press it (a press that lifts off a moved button is no click).
    // Rendered once scrolled to: each text field above it has its Spanish twin.
    const addPhoto = await reveal(
      page,
      'Title',
      page.getByRole('button', { name: /^Add\W+Photo\W*$/ }),
    );
    await addPhoto.dispatchEvent('click');
    await expect(page.getByText('3 Photos', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Browse' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Select Image' });
    await expect(dialog).toBeVisible();
    await expect(line).toBeHidden();
    // Sveltia moves its toast into the open window (a full run caught it shown there); once it is
    // there, it stays hidden all the same.
    await expect(
      dialog.locator('[role="alert"]').filter({ hasText: 'Please correct' }),
    ).toBeAttached();
    await expect(toast).toBeHidden();
    // Nothing lies over the window's buttons: a click would reach them.
    await dialog.getByRole('button', { name: 'Cancel' }).click({ trial: true, timeout: 5000 });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(line).toBeVisible();
  });

  test('a photo cannot be given by address', async ({ page }) => {
    await openEntry(page, 'Projects', 'Spa Bathroom Renovation');
    const addPhoto = page.getByRole('button', { name: /^Add\W+Photo\W*$/ });
    await (await reveal(page, 'Title', addPhoto)).click();
    await page.getByRole('button', { name: 'Browse' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Select Image' });
    await expect(dialog.getByRole('button', { name: 'Upload' })).toBeVisible();
    await expect(dialog.getByText('Enter URL')).toHaveCount(0);
  });

  test('a title with _ and ~ saves a file the build reads as a page', async ({ page }) => {
    await openCollection(page, 'Testimonials');
    await page.getByRole('button', { name: 'Create New Entry' }).click();
    await typeIntoEntry(page, {
      Where: 'Tampa',
      'In their words': 'On time and on budget.',
      Client: 'Ann_B ~ Owner',
    });
    await saveEntry(page);
    const files = Object.keys(await readRepository(page, ['content', 'testimonials']));
    expect(files.filter((file) => /[_~]/.test(file))).toHaveLength(1);
    expect(await checkSavedContent(page)).toBe('');
  });

  test('a service page cannot be renamed or deleted', async ({ page }) => {
    await openEntry(page, 'Services', 'Permit Rescue');
    const menu = await editorOptions(page);
    await expect(menu.getByRole('menuitem').first()).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Edit Slug', disabled: false })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Delete Entry' })).toHaveCount(0);
  });

  test('the leadership team: a leader cannot be left without a name, and a new one is saved as the build reads it', async ({
    page,
  }) => {
    const team = async () =>
      JSON.parse(Buffer.from((await readRepository(page, ['content']))['team.json']!).toString());
    const before = await team();
    await openEntry(page, 'Company', 'Leadership team');
    // One group per role, in the spec's order: the second is the Director of Sales.
    const names = page.getByRole('textbox', { name: 'Name', exact: true });
    const name = await reveal(page, names.first(), names.nth(1));
    await expect(name).toHaveValue(before.directorOfSales.name);
    await empty(page, name);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expect(name).toBeFocused();
    expect(await team()).toEqual(before);

    await name.fill('Dana Whitfield');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Read until written: while the editor replaces the file, it is briefly not there.
    await expect
      .poll(() => team().then((saved) => saved.directorOfSales.name, String))
      .toBe('Dana Whitfield');
    expect(await team()).toEqual({
      ...before,
      directorOfSales: { ...before.directorOfSales, name: 'Dana Whitfield' },
    });
    expect(await checkSavedContent(page)).toBe('');
  });

  test('the live site’s editor will not save a sample with “Example” on, and saves it once off', async ({
    page,
  }) => {
    // The production build's configuration (CMS_REQUIRE_REPO=true), in place of the test build's.
    const live = cmsConfig(
      cmsSettings({ CMS_REQUIRE_REPO: 'true', CMS_GITHUB_REPO: 'owner/site' }),
      {
        pages: buttonTargets(sitePages),
        name: site.name,
      },
    );
    // Sveltia asks for it with a query (config.json?_=<time>), so the pattern allows one.
    await page.route(/\/admin\/config\.json(\?|$)/, (route) => route.fulfill({ json: live }));
    // Signed out of the local repository the test opened, to open it again with that configuration.
    await page.evaluate(() => localStorage.clear());
    await openLocalRepository(page);
    const saved = async () =>
      JSON.parse(
        Buffer.from(
          (await readRepository(page, ['content', 'testimonials']))['danielle-r.json']!,
        ).toString(),
      );
    const before = await saved();
    expect(before.example).toBe(true);

    await openEntry(page, 'Testimonials', 'Danielle R.');
    const client = page.getByRole('textbox', { name: 'Client' });
    await expect(async () => {
      await client.fill('Dana W.');
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled({
        timeout: 2000,
      });
    }).toPass({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const refusal = exampleRefusal('testimonials');
    await expect(
      page.getByText(`${refusal.charAt(0).toUpperCase()}${refusal.slice(1)}`).first(),
    ).toBeVisible();
    expect(await saved()).toEqual(before);

    const example = await reveal(page, 'Client', page.getByRole('switch', { name: 'Example' }));
    await expect(async () => {
      if (await example.isChecked()) await example.click({ timeout: 2000 });
      await expect(example).not.toBeChecked({ timeout: 2000 });
    }).toPass({ timeout: 60_000 });
    await saveEntry(page);
    await expect.poll(() => saved().then((entry) => entry.name, String)).toBe('Dana W.');
    expect(await saved()).toEqual({ ...before, name: 'Dana W.', example: false });
    expect(await checkSavedContent(page)).toBe('');
  });

  test('a Spanish field sits beside its English one; left empty, the build report names it and the live editor refuses it', async ({
    page,
  }) => {
    const saved = async () =>
      JSON.parse(
        Buffer.from(
          (await readRepository(page, ['content', 'services']))['permit-rescue.json']!,
        ).toString(),
      );
    const before = await saved();
    await openEntry(page, 'Services', 'Permit Rescue');
    // The Spanish twin is the field right after its English one.
    const titles = page.getByRole('textbox', { name: /^Title( \(Spanish\))?$/ });
    await expect(titles.nth(0)).toHaveAccessibleName('Title');
    await expect(titles.nth(1)).toHaveAccessibleName('Title (Spanish)');
    const spanishTitle = page.getByRole('textbox', { name: 'Title (Spanish)' }).first();
    await expect(spanishTitle).toHaveValue(before.titleEs);
    await empty(page, spanishTitle);
    await saveEntry(page);
    await expect.poll(() => saved().then((entry) => 'titleEs' in entry)).toBe(false);
    // A test build publishes it with the English title, and its report names the field.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'spanish-gap-'));
    try {
      for (const [file, bytes] of Object.entries(await readRepository(page, ['content']))) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), Buffer.from(bytes));
      }
      expect(loadContent(dir, () => true, false, 'es').missingSpanish).toEqual([
        expect.stringMatching(/\/services\/permit-rescue\.json: titleEs$/),
      ]);
    } finally {
      rmSync(dir, { recursive: true });
    }

    // The live site's editor (CMS_REQUIRE_REPO=true, the Spanish pages on) will not save it empty.
    const live = cmsConfig(
      cmsSettings({ CMS_REQUIRE_REPO: 'true', CMS_GITHUB_REPO: 'owner/site' }),
      { pages: buttonTargets(sitePages), name: site.name, spanish: true },
    );
    await page.route(/\/admin\/config\.json(\?|$)/, (route) => route.fulfill({ json: live }));
    await page.evaluate(() => localStorage.clear());
    await openLocalRepository(page);
    await openEntry(page, 'Services', 'Permit Rescue');
    const headline = page.getByRole('textbox', { name: 'Headline (Spanish)' }).first();
    await empty(page, headline);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/has an error|have errors/).first()).toBeVisible();
    expect((await saved()).headlineEs).toBe(before.headlineEs);
  });

  test('deleting every project and every testimonial leaves content the build publishes', async ({
    page,
  }) => {
    for (const collection of ['Projects', 'Testimonials']) {
      await openCollection(page, collection);
      await page.getByRole('checkbox', { name: 'Select All' }).check();
      await page.getByRole('button', { name: 'Delete Selected Entries' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('row')).toHaveCount(0);
    }
    for (const folder of ['projects', 'testimonials'])
      expect(
        await readRepository(page, ['content', folder]).catch(() => ({})),
        `content/${folder}/`,
      ).toEqual({});
    expect(await checkSavedContent(page)).toBe('');
    // The content check passing is not enough: the build itself must publish it. What was saved
    // is, file for file, the content test:scale builds as its first size (tests/scale-content.ts:
    // emptiedFolders) and runs the any-size checks over (a /projects/ page, no project or town
    // page, every link reaching a file), so that build proves it once, outside the browser suite.
    const saved = Object.entries(await readRepository(page, ['content'])).map(
      ([file, bytes]) => [file, Buffer.from(bytes).toString()] as const,
    );
    expect(Object.fromEntries(saved)).toEqual(startingContent(emptiedFolders));
    expect(await readRepository(page, ['public']).catch(() => ({}))).toEqual({});
  });
});

/** A phone photo with a photo's detail (a flat colour would compress to nothing). */
function detailedPhonePhoto() {
  const [width, height] = [4032, 3024];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = ((x * 7919 + y * 104729) % 23) - 11;
      pixels[i] = (120 + 90 * Math.sin(x / 140) + grain) & 255;
      pixels[i + 1] = (110 + 70 * Math.cos(y / 90) + grain) & 255;
      pixels[i + 2] = (100 + 50 * Math.sin((x + y) / 200) + grain) & 255;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

test.describe('a photo from an iPhone (Safari)', { tag: '@desktop-only' }, () => {
  test('is saved as a WebP under 1 MB by the encoder the site serves', async ({ page }) => {
    test.setTimeout(240_000);
    // Safari's canvas cannot encode WebP: asked for image/webp, it returns PNG.
    await page.addInitScript(() => {
      const png = (type?: string) => (type === 'image/webp' ? 'image/png' : type);
      const offscreen = OffscreenCanvas.prototype.convertToBlob;
      OffscreenCanvas.prototype.convertToBlob = function (options) {
        return offscreen.call(this, { ...options, type: png(options?.type) });
      };
      const toBlob = HTMLCanvasElement.prototype.toBlob;
      HTMLCanvasElement.prototype.toBlob = function (callback, type, quality) {
        return toBlob.call(this, callback, png(type), quality);
      };
      const toDataURL = HTMLCanvasElement.prototype.toDataURL;
      HTMLCanvasElement.prototype.toDataURL = function (type, quality) {
        return toDataURL.call(this, png(type), quality);
      };
    });
    const encoder: string[] = [];
    page.on('response', (response) => {
      // The loader asks with `@` as %40 (pipeline/steps/admin.ts: no redirect on Cloudflare).
      const pathname = decodeURIComponent(new URL(response.url()).pathname);
      if (pathname.startsWith('/admin/vendor/@jsquash/webp@'))
        encoder.push(`${response.status()} ${pathname}`);
    });
    await openLocalRepository(page);
    await page.getByRole('row', { name: 'Spa Bathroom Renovation' }).click();
    await (await scrolledToAddPhoto(page)).click();
    await page.getByRole('button', { name: 'Browse' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Select Image' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'IMG_3001.jpg',
      mimeType: 'image/jpeg',
      buffer: await detailedPhonePhoto(),
    });
    await dialog.getByRole('button', { name: 'Insert' }).click();
    // Here the photo is encoded by the WebAssembly encoder, the slowest path.
    await photoProcessed(page);
    await page
      .getByRole('textbox', { name: 'Description of the photo', exact: true })
      .last()
      .fill('New double vanity with a quartz top and brushed brass taps');
    await saveEntry(page);
    const saved = await readRepository(page, ['public', 'images', 'projects']);
    const photo = Buffer.from(saved['img_3001.webp']!);
    expect(await sharp(photo).metadata()).toMatchObject({ format: 'webp', width: 2400 });
    expect(photo.length).toBeLessThan(1_000_000);
    expect(encoder).toEqual(
      expect.arrayContaining([
        '200 /admin/vendor/@jsquash/webp@1.5.0/encode.js',
        expect.stringMatching(
          /^200 \/admin\/vendor\/@jsquash\/webp@1\.5\.0\/codec\/enc\/webp_enc(_simd)?\.wasm$/,
        ),
      ]),
    );
    expect(await checkSavedContent(page)).toBe('');
  });
});
