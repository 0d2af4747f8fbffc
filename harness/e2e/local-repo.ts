import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ContentError, loadContent } from '@/lib/content/loader';
import { filesUnder } from '../source-files';

/**
 * The editor's "Work with Local Repository" in a browser test: Chromium's origin-private file
 * system stands in for the folder the owner would pick, filled with this checkout's content.
 */

/** The content files the local repository starts with: this checkout's own. */
const contentFiles = () =>
  Object.fromEntries(
    filesUnder('content', (file) => file.endsWith('.json')).map((file) => [
      file,
      readFileSync(file, 'utf8'),
    ]),
  );

/**
 * The content files the local repository starts with, as text by path under content/, without
 * the files of the `emptied` folders.
 */
export function startingContent(emptied: string[] = []) {
  return Object.fromEntries(
    Object.entries(contentFiles())
      .map(([file, text]) => [path.relative('content', file), text])
      .filter(([file]) => !emptied.includes(file!.split(path.sep)[0]!)),
  );
}

/** Opens /admin/ on the local repository, at the list of projects. */
export async function openLocalRepository(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { showDirectoryPicker: () => Promise<unknown> }).showDirectoryPicker =
      async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
  });
  await page.goto('/admin/');
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry('repo', { recursive: true }).catch(() => undefined);
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
  await page.getByRole('row', { name: 'Accessible Bathroom Upgrade' }).waitFor({ timeout: 30_000 });
}

/** Every file under a folder of the local repository, by path, as text or bytes. */
export function readRepository(page: Page, folder: string[]) {
  return page.evaluate(async (names) => {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
    for (const name of names) dir = await dir.getDirectoryHandle(name);
    const out: Record<string, number[]> = {};
    const walk = async (handle: FileSystemDirectoryHandle, at: string) => {
      for await (const [name, entry] of (
        handle as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
      ).entries()) {
        if (entry.kind === 'directory')
          await walk(entry as FileSystemDirectoryHandle, `${at}${name}/`);
        else
          out[`${at}${name}`] = Array.from(
            new Uint8Array(await (await (entry as FileSystemFileHandle).getFile()).arrayBuffer()),
          );
      }
    };
    await walk(dir, '');
    return out;
  }, folder);
}

/**
 * The content check the build runs (lib/content/loader.ts) over the local repository as the
 * editor left it: '' when it passes, else its problems. Photos the editor uploaded count as
 * existing public files.
 */
export async function checkSavedContent(page: Page) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'saved-content-'));
  try {
    for (const [file, bytes] of Object.entries(await readRepository(page, ['content']))) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), Buffer.from(bytes));
    }
    const uploaded = new Set(
      Object.keys(await readRepository(page, ['public']).catch(() => ({}))).map((f) => `/${f}`),
    );
    loadContent(dir, (src) => uploaded.has(src) || existsInCheckout(src));
    return '';
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  } finally {
    rmSync(dir, { recursive: true });
  }
}

const existsInCheckout = (src: string) => {
  try {
    readFileSync(path.join('public', src));
    return true;
  } catch {
    return false;
  }
};

/**
 * Waits until the photo just inserted into the entry's gallery (Photos) has been processed
 * (resized and converted to WebP in the browser) and shows its preview. Until then the editor
 * says "Processing a file" and the field is still empty, so a Save is refused as "One field has
 * an error": the cause of the retried saves these tests used to need.
 */
export async function photoProcessed(page: Page) {
  // The encode of a 12-megapixel photo takes tens of seconds on a busy two-core machine.
  // The gallery's own last photo: the last image field on the page may be a before/after pair's,
  // whose preview shows or not depending on where it scrolled (a flaky pass or fail, 2026-11-25).
  const gallery = page.getByRole('group', { name: /^\W*Photos\W*Field$/ });
  await expect(gallery.locator('[data-field-type="image"]').last().locator('img')).toBeVisible({
    timeout: 120_000,
  });
  await expect(page.getByText('Processing a file.')).toHaveCount(0);
}

/**
 * Types into the open entry's text boxes, by label, until every one holds its value. A new or
 * duplicated entry's form settles after it opens and may empty what was typed before it did
 * (2026-11-25: "Where" and "In their words" of a new testimonial came back empty, and the editor
 * refused the Save), so all of them are typed again until all hold at once.
 */
export async function typeIntoEntry(page: Page, values: Record<string, string>) {
  const box = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await expect(async () => {
    for (const [label, value] of Object.entries(values)) await box(label).fill(value);
    for (const [label, value] of Object.entries(values))
      await expect(box(label)).toHaveValue(value, { timeout: 1000 });
  }).toPass();
}

/**
 * Presses Save once and waits for the editor's answer: back on the list, having written the entry
 * (Sveltia closes the editor once the files are written), or refused, which fails here.
 */
export async function saveEntry(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const refused = page.getByText(/has an error|have errors/);
  await expect(page.getByRole('button', { name: 'Create New Entry' }).or(refused)).toBeVisible({
    // Writing the files and reading the repository back: seconds on a busy two-core machine.
    timeout: 60_000,
  });
  await expect(refused, 'the editor refused to save').toHaveCount(0);
}
