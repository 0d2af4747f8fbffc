import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { contactPage } from '@/content/contact';
import {
  fixedPages,
  getService,
  licenseLookup,
  offlineFirstService,
  pages,
  projects,
  site,
} from '@/lib/content';
import { createSiteServer } from '@/server/site-server';
import { ports } from '../../harness/ports';
import { expect, test } from '../../harness/e2e/fixtures';

// The rest of the suite blocks service workers (playwright.config.ts); this file is about one.
test.use({ serviceWorkers: 'allow' });

const fema = getService(offlineFirstService)!;
const [unvisited, visited] = projects;

/**
 * A first visit: waits until the worker has saved its pages and is active, then loads the page
 * again and returns the worker that controls that second load.
 */
async function visitAndReload(page: Page, url: string) {
  await page.goto(url);
  const active = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active!.scriptURL,
  );
  expect(active).toBe(new URL('/sw.js', page.url()).href);
  await page.reload();
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
}

/** The offline page, as shown at a page the phone has not saved. */
async function expectOfflinePage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.offline.heading);
  const main = page.getByRole('main');
  await expect(main.locator(`a[href="tel:${site.phone.e164}"]`)).toBeVisible();
  await expect(main.locator(`a[href="sms:${site.satellitePhone.e164}"]`)).toBeVisible();
  await expect(main.getByText(`Florida License #${site.license}`)).toBeVisible();
  await expect(main.getByRole('link', { name: licenseLookup.label })).toHaveAttribute(
    'href',
    licenseLookup.href,
  );
  const saved = page.getByRole('region', { name: pages.offline.pagesHeading });
  await expect(saved.getByRole('link', { name: fema.title })).toHaveAttribute('href', fema.path);
  await expect(saved.getByRole('link', { name: fixedPages.contact.name })).toHaveAttribute(
    'href',
    fixedPages.contact.path,
  );
}

test.describe('offline, with the site’s service worker', { tag: '@phone-only' }, () => {
  test('controls the second load, and with the browser offline opens the saved pages and the offline page', async ({
    page,
    context,
    baseURL,
  }) => {
    expect(await visitAndReload(page, '/')).toBe(`${baseURL}/sw.js`);
    await context.setOffline(true);
    // Never visited: saved by the worker after the first visit.
    await page.goto(fixedPages.contact.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactPage.title);
    await page.goto(fema.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fema.hero.title);
    // Neither saved nor visited.
    await page.goto(unvisited!.path);
    await expectOfflinePage(page);
  });

  test('shows a page changed on the server within two loads, and with the server gone the saved, the visited and the offline page', async ({
    page,
  }) => {
    // A copy of out/ that this test changes and then stops, as a deploy and a cut line would.
    const copy = mkdtempSync(path.join(os.tmpdir(), 'offline-out-'));
    cpSync('out', copy, { recursive: true, filter: (from) => !from.includes(`${path.sep}admin`) });
    const server = createSiteServer({ dir: copy });
    await new Promise<void>((resolve) => server.listen(ports.outCopy, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${ports.outCopy}`;
    try {
      expect(await visitAndReload(page, `${origin}/`)).toBe(`${origin}/sw.js`);
      await page.goto(`${origin}${visited!.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(visited!.title);

      // A deploy changes the contact page, which the worker has saved.
      const contactFile = path.join(copy, 'contact', 'index.html');
      const changed = 'Changed on the server after the first visit.';
      writeFileSync(
        contactFile,
        readFileSync(contactFile, 'utf8').replace(contactPage.lead, changed),
      );
      for (const suffix of ['.br', '.gz']) rmSync(`${contactFile}${suffix}`, { force: true });
      let loads = 0;
      for (; loads < 2; loads++) {
        await page.goto(`${origin}${fixedPages.contact.path}`);
        if (await page.getByText(changed).isVisible()) break;
      }
      expect(loads, 'loads before the change showed').toBeLessThan(2);

      // The line is cut: the server refuses every connection.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      expect(await page.request.get(`${origin}/`).catch(() => 'refused')).toBe('refused');
      await page.goto(`${origin}${fema.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fema.hero.title);
      await page.goto(`${origin}${visited!.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(visited!.title);
      await page.goto(`${origin}${unvisited!.path}`);
      await expectOfflinePage(page);
    } finally {
      server.closeAllConnections();
      server.close();
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
