import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { contactPage } from '@/content/contact';
import {
  fixedPages,
  licenseLookup,
  pages,
  projects,
  services,
  serviceTable,
  site,
} from '@/lib/content';
import { inlineScriptHashes } from '@/pipeline/security-headers';
import { createSiteServer } from '@/server/site-server';
import { ports } from '../../harness/ports';
import { hydrated } from '../../harness/e2e/island-helpers';
import { expect, test } from '../../harness/e2e/fixtures';

// The rest of the suite blocks service workers (playwright.config.ts); this file is about one.
test.use({ serviceWorkers: 'allow' });

const fema = services.find((s) => serviceTable[s.slug].offlineFirst)!;
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

/**
 * The contact page as a new build writes it with another lead: in the text and in the page's own
 * payload (or hydration would put the old one back), with its CSP's script hashes to match.
 */
function redeployed(html: string, lead: string) {
  const changed = html.replaceAll(contactPage.lead, lead);
  const hashes = `script-src 'self' ${inlineScriptHashes(changed).join(' ')}`;
  return changed.replace(/script-src 'self'[^;"]*/, hashes);
}

/** The project's own server over `dir`, on the port the suite's guard knows. */
async function serve(dir: string) {
  const server = createSiteServer({ dir });
  await new Promise<void>((resolve) => server.listen(ports.outCopy, '127.0.0.1', resolve));
  return server;
}

/** Stops the server and drops every open connection: from now on each one is refused. */
function stop(server: Server) {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The offline page, as shown at a page the phone has not saved. */
async function expectOfflinePage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.offline.heading);
  const main = page.getByRole('main');
  await expect(main.locator(`a[href="tel:${site.phone.e164}"]`)).toBeVisible();
  await expect(main.locator(`a[href="sms:${site.satellitePhone.e164}"]`)).toBeVisible();
  // In the top bar, as on every page: the first thing on the screen.
  const license = page.getByRole('region', { name: 'Office address and license' });
  await expect(license.getByText(`Florida License #${site.license}`)).toBeVisible();
  await expect(license.getByRole('link', { name: licenseLookup.label })).toHaveAttribute(
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
    consoleErrors,
  }) => {
    expect(await visitAndReload(page, '/')).toBe(`${baseURL}/sw.js`);
    // What the worker leaves to the network (images, Next's page data) fails offline, and the
    // browser logs each failure; a page, a script, a stylesheet or a font must not. (A load cut
    // short by the next navigation fails too, as ERR_ABORTED.)
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      const offline = request.failure()?.errorText === 'net::ERR_INTERNET_DISCONNECTED';
      if (offline && ['document', 'script', 'stylesheet', 'font'].includes(request.resourceType()))
        failed.push(`${request.resourceType()} ${request.url()}`);
    });
    await context.setOffline(true);
    // Never visited: saved by the worker after the first visit.
    await page.goto(fixedPages.contact.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactPage.title);
    await page.goto(fema.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fema.hero.title);
    // Neither saved nor visited: the offline page, at the address asked for, hydrating there.
    await page.goto(unvisited!.path);
    await expectOfflinePage(page);
    await hydrated.menu(page);
    expect(page.url()).toBe(`${baseURL}${unvisited!.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.offline.heading);
    expect(failed, 'needed offline, not saved').toEqual([]);
    const offlineLoads = /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/;
    expect(consoleErrors.filter((error) => !offlineLoads.test(error))).toEqual([]);
  });

  test('shows a page changed on the server within two loads, and with the server gone the saved, the visited and the offline page', async ({
    page,
  }) => {
    // A copy of out/ that this test changes and then stops, as a deploy and a cut line would. The
    // server reads its folder when it starts (sirv), so a deploy is a new server over the copy.
    const copy = mkdtempSync(path.join(os.tmpdir(), 'offline-out-'));
    cpSync('out', copy, { recursive: true, filter: (from) => !from.includes(`${path.sep}admin`) });
    const origin = `http://127.0.0.1:${ports.outCopy}`;
    let server = await serve(copy);
    try {
      expect(await visitAndReload(page, `${origin}/`)).toBe(`${origin}/sw.js`);
      await page.goto(`${origin}${visited!.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(visited!.title);

      // A deploy changes the contact page, which the worker has saved.
      const contactFile = path.join(copy, 'contact', 'index.html');
      const changed = 'Changed on the server after the first visit.';
      writeFileSync(contactFile, redeployed(readFileSync(contactFile, 'utf8'), changed));
      for (const suffix of ['.br', '.gz']) rmSync(`${contactFile}${suffix}`, { force: true });
      await stop(server);
      server = await serve(copy);
      let loads = 0;
      for (; loads < 2; loads++) {
        await page.goto(`${origin}${fixedPages.contact.path}`);
        if (await page.getByText(changed).isVisible()) break;
      }
      expect(loads, 'loads before the change showed').toBeLessThan(2);

      // The line is cut: the server refuses every connection.
      await stop(server);
      expect(await page.request.get(`${origin}/`).catch(() => 'refused')).toBe('refused');
      await page.goto(`${origin}${fema.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fema.hero.title);
      await page.goto(`${origin}${visited!.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(visited!.title);
      await page.goto(`${origin}${unvisited!.path}`);
      await expectOfflinePage(page);

      // DevTools' protocol reports each version of the site's worker as it changes, and each
      // registration as it goes, and goes on doing so when no page of the site is open.
      const devtools = await page.context().newCDPSession(page);
      const versions = new Map<string, { registrationId: string; status: string }>();
      const deleted = new Set<string>();
      devtools.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
        for (const { versionId, registrationId, scriptURL, status } of updated)
          if (scriptURL.startsWith(origin)) versions.set(versionId, { registrationId, status });
      });
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        for (const { registrationId, isDeleted } of registrations)
          if (isDeleted) deleted.add(registrationId);
      });
      await devtools.send('ServiceWorker.enable');

      // The off switch deployed as sw.js. At the next visit the browser checks sw.js (after a
      // navigation, in its own time: ask for that check now) and installs the switch beside the
      // old worker. The call may fail if the switch has already taken over and is reloading the
      // page under it.
      copyFileSync('worker/kill-switch.js', path.join(copy, 'sw.js'));
      for (const suffix of ['.br', '.gz'])
        rmSync(path.join(copy, `sw.js${suffix}`), { force: true });
      server = await serve(copy);
      await page.goto(`${origin}/`);
      await page
        .evaluate(async () => {
          await (await navigator.serviceWorker.getRegistration())?.update();
        })
        .catch(() => undefined);
      await expect
        .poll(() =>
          page
            .evaluate(async () => {
              const registration = await navigator.serviceWorker.getRegistration();
              if (registration?.waiting) return 'waiting';
              return (await caches.keys()).length ? 'not yet' : 'taken over';
            })
            .catch(() => 'reloading'),
        )
        .toMatch(/^(waiting|taken over)$/);
      // When it takes over is the browser's call: once the old worker has nothing left to do
      // (docs/offline.md, "Turning it off"), which an open page of the site can put off for
      // minutes (Chromium keeps a worker that DevTools, and so Playwright, is attached to from
      // going idle). Once the visitor has left the site, the old worker is let go at once: the
      // switch takes over, and every version of the site's worker ends redundant.
      await page.goto('about:blank');
      await expect
        .poll(
          () => {
            const all = [...versions.values()];
            const live = all.filter(
              ({ registrationId, status }) =>
                status !== 'redundant' && !deleted.has(registrationId),
            );
            return { versions: all.length >= 2, live: live.map(({ status }) => status) };
          },
          { timeout: 15_000 },
        )
        .toEqual({ versions: true, live: [] });
      // The visit after: no worker and no cache. (The page registers sw.js again, which installs
      // the switch, finds nothing to clear and unregisters again.)
      await page.goto(`${origin}/`);
      await expect
        .poll(
          () =>
            page
              .evaluate(async () => ({
                caches: await caches.keys(),
                workers: (await navigator.serviceWorker.getRegistrations()).length,
              }))
              // The switch reloads a page it controls; read again once it has.
              .catch(() => 'reloading'),
          { timeout: 15_000 },
        )
        .toEqual({ caches: [], workers: 0 });
    } finally {
      if (server.listening) await stop(server);
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
