/**
 * The next page on slow 4G, part of `npm run bench`: on a loaded, idle home page, the pointer
 * rests 250 ms on the header's Services link, then presses it; the figure is from the press to the
 * services page's h1 on screen (the first animation frame that has it), under the suite's
 * throttling (150 ms round trip, 1.6 Mbit/s, 4x CPU: harness/browser.ts), median of the runs.
 * `npm run bench:next-page` runs it alone on an existing out/ and also times the candidates the
 * choice in docs/decisions.md was made between (BENCH_CANDIDATES='as built,none,speculation
 * rules prefetch,speculation rules prerender').
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { desktop, findChromium, throttle } from '../harness/browser';
import { fixedPages } from '../lib/content';
import { median, serveForBench } from './islands';

export const nextPageTargetMs = 300;
/** The pointer's rest on the link before the press; BENCH_REST_MS changes it, to see what it costs. */
const restMs = Number(process.env.BENCH_REST_MS || 250);
const target = fixedPages.services.path;

/**
 * How the next page is prepared: the site as built (Next's router prefetching on intent), or a
 * candidate: Next's client navigation with nothing prepared (`none`), the browser's own document
 * navigation with nothing prepared, or with Speculation Rules (moderate eagerness) prefetching
 * or prerendering it.
 */
export type Preparation =
  | 'as built'
  | 'none'
  | 'document navigation'
  | 'speculation rules prefetch'
  | 'speculation rules prerender';

/** The services page's h1 as the build wrote it: the text the probe waits for. */
const headingText = () =>
  readFileSync(path.resolve(process.env.SITE_DIR || 'out', 'services/index.html'), 'utf8')
    .match(/<h1[^>]*>([^<]*)/)![1]!
    .trim();

/** One press: ms from the press to the h1's first frame on screen. */
async function onePress(browser: Browser, origin: string, how: Preparation, heading: string) {
  const documentNavigation = how !== 'as built' && how !== 'none';
  const context = await browser.newContext({
    ...desktop,
    baseURL: origin,
    // The candidates' rules are added by the bench, which the pages' CSP would refuse.
    bypassCSP: documentNavigation,
  });
  // Every document (the home page, and a new one on a document navigation) records, in epoch
  // ms, the first frame in which the target's h1 is on screen. Save-Data keeps the site's own
  // prefetch out of the candidates that replace it.
  // A string, not a function: tsx names functions with a helper the page does not have.
  await context.addInitScript(`{
    ${how === 'as built' ? '' : "Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) });"}
    const poll = () => {
      const h1 = document.querySelector('h1');
      if (location.pathname === ${JSON.stringify(target)} && h1?.textContent?.trim() === ${JSON.stringify(heading)})
        window.h1At = performance.timeOrigin + performance.now();
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  }`);
  const page = await context.newPage();
  await throttle(page);
  await page.goto('/', { waitUntil: 'load' });
  // Loaded and idle: hydrated (the carousel's slides turn inert), the site as built with its
  // service worker active (it registers once the page has hydrated, and its install downloads the
  // precache: a page still doing that is not idle) and no request in flight. The candidates are
  // timed as they were chosen, without waiting for the worker.
  await page
    .locator('[aria-roledescription="slide"][inert]')
    .first()
    .waitFor({ state: 'attached', timeout: 60_000 });
  // A string, not a function, as above.
  if (how === 'as built')
    await page.evaluate(`new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no service worker within 60 s')), 60000);
      navigator.serviceWorker.ready.then((registration) => {
        const worker = registration.active;
        const check = () => worker.state === 'activated' && (clearTimeout(timer), resolve());
        worker.addEventListener('statechange', check);
        check();
      });
    })`);
  await page.waitForLoadState('networkidle');
  if (documentNavigation) {
    await page.evaluate(
      (action) => {
        if (action) {
          const rules = document.createElement('script');
          rules.type = 'speculationrules';
          rules.textContent = JSON.stringify({
            [action]: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
          });
          document.head.append(rules);
        }
        // A document navigation, which is what the rules prepare: Next's router would take the
        // click otherwise and fetch its own payload.
        window.addEventListener('click', (event) => event.stopImmediatePropagation(), true);
      },
      how.startsWith('speculation rules') ? how.split(' ').at(-1)! : '',
    );
  }
  const link = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Services', exact: true });
  await link.hover();
  await page.waitForTimeout(restMs);
  const pressedAt = Date.now();
  await page.mouse.down();
  await page.mouse.up();
  await page.waitForURL(`**${target}`, { waitUntil: 'commit' });
  const h1At = await page.waitForFunction(
    () => (window as unknown as { h1At?: number }).h1At,
    null,
    { polling: 100, timeout: 60_000 },
  );
  const ms = ((await h1At.jsonValue()) as number) - pressedAt;
  await context.close();
  return ms;
}

export type NextPageRow = { how: Preparation; runs: number; samples: number[]; medianMs: number };

/** `runs` presses for each preparation, each on a fresh context (a cold cache), against `origin`. */
export async function benchNextPage(
  origin: string,
  runs: number,
  preparations: Preparation[] = ['as built'],
): Promise<NextPageRow[]> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--disable-gpu', '--no-first-run'],
  });
  const heading = headingText();
  const rows: NextPageRow[] = [];
  for (const how of preparations) {
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) samples.push(await onePress(browser, origin, how, heading));
    rows.push({ how, runs, samples, medianMs: median(samples) });
  }
  await browser.close();
  return rows;
}

export function nextPageTable(rows: NextPageRow[]) {
  return [
    `| Next page on slow 4G (pointer rests ${restMs} ms on Services, then presses it) | Runs | Each, ms | Median ms |`,
    '|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.how} | ${r.runs} | ${r.samples.map(Math.round).join(', ')} | ${Math.round(r.medianMs)} |`,
    ),
  ].join('\n');
}

/** The line `npm run bench` prints for the site as built. */
export const nextPageVerdict = (row: NextPageRow) =>
  `Next page on slow 4G: ${Math.round(row.medianMs)} ms (median of ${row.runs}), target ${nextPageTargetMs} ms: ${row.medianMs <= nextPageTargetMs ? 'met' : 'missed'}.`;

// On its own: serve the existing out/ and measure.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const site = await serveForBench(
    path.resolve(process.env.SITE_DIR || 'out'),
    Number(process.env.BENCH_PORT || 4022),
  );
  const rows = await benchNextPage(
    site.origin,
    Number(process.env.BENCH_RUNS || 3),
    process.env.BENCH_CANDIDATES
      ? (process.env.BENCH_CANDIDATES.split(',') as Preparation[])
      : ['as built'],
  );
  await site.close();
  console.log(`\n${nextPageTable(rows)}\n\n${nextPageVerdict(rows[0]!)}`);
  process.exit(0);
}
