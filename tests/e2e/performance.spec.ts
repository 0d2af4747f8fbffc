import { readFileSync } from 'node:fs';
import { scriptsLoadedAfterPaint } from '@/pipeline/load-after-paint';
import { samplesByTemplate } from '../fixtures/routes';
import { allowForVisits, expect, test } from '../../harness/e2e/fixtures';
import { hydrated } from '../../harness/e2e/island-helpers';

test.describe('a cold load on a phone', { tag: '@phone-only' }, () => {
  test('home fetches at most 300 KB until the network is idle, and prefetches no links', async ({
    page,
  }) => {
    const responses: { url: string; bytes: Promise<number> }[] = [];
    page.on('requestfinished', (request) => {
      responses.push({
        url: request.url(),
        bytes: request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize),
      });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const sizes = await Promise.all(
      responses.map(async ({ url, bytes }) => ({ url: new URL(url).pathname, bytes: await bytes })),
    );
    const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
    const largest = [...sizes]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map(({ url, bytes }) => `${url} ${(bytes / 1024).toFixed(1)} KB`);
    expect(
      total,
      `home transferred ${(total / 1024).toFixed(1)} KB; largest: ${largest.join(', ')}`,
    ).toBeLessThanOrEqual(300 * 1024);
    // Next would otherwise fetch each visible link's payload (*.txt) on load.
    expect(sizes.filter(({ url }) => url.endsWith('.txt')).map(({ url }) => url)).toEqual([]);
  });

  for (const { template, routes } of samplesByTemplate)
    test(`the pages of ${template} paint and load before they ask for their scripts, then hydrate by themselves`, async ({
      page,
    }) => {
      allowForVisits(routes.length);
      for (const { path } of routes) {
        await page.goto(path);
        // The menu toggle gets aria-expanded from hydration, which needs every script.
        await hydrated.menu(page);
        await page.waitForLoadState('networkidle');
        const timing = await page.evaluate(() => ({
          paint: Math.min(...performance.getEntriesByType('paint').map((entry) => entry.startTime)),
          // With no interaction, the loader waits for the load event and then an idle moment.
          load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .loadEventEnd,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
            .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
        }));
        expect(timing.scripts.length, path).toBeGreaterThanOrEqual(3);
        // The scripts the byte budgets count (read from the HTML) are exactly the ones fetched:
        // nothing loads later, out of the budgets' sight.
        expect(timing.scripts.map((script) => script.url).sort(), path).toEqual(
          [
            ...new Set(scriptsLoadedAfterPaint(readFileSync(`out${path}index.html`, 'utf8'))),
          ].sort(),
        );
        for (const script of timing.scripts)
          expect(script.start, `${path}: ${script.url}`).toBeGreaterThanOrEqual(
            Math.max(timing.paint, timing.load),
          );
      }
    });

  test('links still navigate on the client without a full reload', async ({ page }) => {
    await page.goto('/');
    // Until the page hydrates, a link is the HTML's own and loads the next page in full (by
    // design: the scripts wait for the load and an idle moment). Clicking before then made this
    // test pass or fail with the machine's load; the client navigation starts at hydration.
    await hydrated.menu(page);
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Permit Rescue' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Permit Rescue');
    expect(
      await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBe(true);
  });
});
