import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { adminContentSecurityPolicy } from '@/lib/security-headers';
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
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
      // On 127.0.0.1 it also offers the local repository (Chrome and Edge).
      await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
      // Its fonts are the site's own copies: the icons render, not their names.
      expect(await page.evaluate(() => document.fonts.check('24px "Material Symbols Outlined"'))).toBe(
        true,
      );
    });
  }
});

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

test.describe('adding a project in the local repository', { tag: '@desktop-only' }, () => {
  test('writes a project file the schema accepts, with its photo', async ({ page }) => {
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
    await expect(page.getByText('Accessible Bathroom Upgrade (Bathroom)')).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Create New Entry' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Pool Deck Resurfacing');
    await page.getByRole('radio', { name: 'Commercial' }).check();
    await page.getByRole('radio', { name: 'Tampa' }).check();
    await page.getByRole('spinbutton', { name: 'Year finished' }).fill('2026');
    await page.getByRole('button', { name: /^Add .*Photos/ }).click();
    await page.waitForTimeout(1000);
    console.log(await page.getByRole('group', { name: /Photos/ }).first().ariaSnapshot());
    await page.screenshot({ path: '.tmp/admin-new.png' });
  });
});
