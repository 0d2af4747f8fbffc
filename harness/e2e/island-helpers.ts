import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * How long a test waits for hydration: the scripts load once the page has loaded and the browser
 * is idle (pipeline/load-after-paint.ts), which on a busy two-core host can take a few seconds.
 */
export const hydrationTimeout = 15_000;

/**
 * From the page's first script on, sums its layout shifts not caused by input (what CLS counts).
 * Returns a reader for the sum so far.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const seen = { shifts: 0 };
    (window as unknown as { layoutShifts: typeof seen }).layoutShifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) seen.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { layoutShifts: { shifts: number } }).layoutShifts.shifts,
    );
}

/**
 * Each island's sign that React has hydrated it: something only hydration adds, since the
 * controls themselves work (and are enabled) from the first paint.
 */
export const hydrated = {
  /** The toggle gets aria-expanded; in the HTML the browser reports the popover's state. */
  menu: (page: Page) =>
    expect(page.locator('[popovertarget="mobile-menu"]')).toHaveAttribute('aria-expanded', {
      timeout: hydrationTimeout,
    }),
  /** The slides out of view become inert (and the shared controls show, in the same render). */
  carousel: (page: Page) =>
    expect(page.locator('[aria-roledescription="slide"][inert]')).toHaveCount(2, {
      timeout: hydrationTimeout,
    }),
  /** The island has taken over from the page's event contract. */
  filter: (page: Page) =>
    expect
      .poll(() => page.evaluate(() => window.__earlyFilterChoices?.hydrated ?? false), {
        timeout: hydrationTimeout,
      })
      .toBe(true),
};

/**
 * Holds back every script the page would load after its first paint, so it stays as the HTML
 * left it, un-hydrated, until the returned function lets them through.
 */
export async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Never lets the page's scripts load: it stays as the HTML left it. */
export const blockScripts = (page: Page) =>
  page.route('**/_next/static/chunks/**', (route) => route.abort());

/**
 * The carousel: each slide's own links (`next(n)`, `previous(n)`, 1-based), the controls before
 * hydration and without JavaScript; and the shared buttons laid over them once hydrated, which
 * stay in place while the strip moves.
 */
export function carousel(page: Page) {
  const region = page.getByRole('region', { name: 'Client testimonials' });
  const slide = (n: number) => region.getByRole('group', { name: `${n} of 3` });
  return {
    region,
    slide,
    strip: page.locator('#testimonial-1').locator('..'),
    next: (n: number) => slide(n).getByRole('link', { name: 'Next testimonial' }),
    previous: (n: number) => slide(n).getByRole('link', { name: 'Previous testimonial' }),
    nextButton: region.getByRole('button', { name: 'Next testimonial' }),
    previousButton: region.getByRole('button', { name: 'Previous testimonial' }),
    status: page.getByText(/^Testimonial \d of 3/),
    /** Which slide sits in the strip's frame (the page itself may be scrolled anywhere). */
    shown: async () => {
      const frame = (await region.boundingBox())!;
      for (const n of [1, 2, 3]) {
        const box = await page.locator(`#testimonial-${n}`).boundingBox();
        if (box && Math.abs(box.x - frame.x) < 2) return n;
      }
      return 0;
    },
  };
}

/**
 * From the page's next load on, records every change of aria-pressed ("Kitchen true"), in order;
 * returns a function that reads them.
 */
export async function recordPressedChanges(page: Page) {
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { pressedChanges: string[] }).pressedChanges = changes;
    new MutationObserver((records) => {
      for (const { target, oldValue } of records) {
        const now = (target as HTMLElement).getAttribute('aria-pressed');
        if (oldValue !== now) changes.push(`${target.textContent} ${now}`);
      }
    }).observe(document, {
      subtree: true,
      attributeFilter: ['aria-pressed'],
      attributeOldValue: true,
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { pressedChanges: string[] }).pressedChanges);
}
