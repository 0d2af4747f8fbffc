/**
 * The carousel's double taps: two taps on Previous or Next at full speed on a settled phone page,
 * the thumb where it was, and the slide the strip comes to rest on. Used by `npm run bench`
 * (bench/islands.ts); the control is found as the first-tap probe finds it (first-tap.ts).
 */
import type { Page } from '@playwright/test';
import { findControl, isHydrated, type Probe } from './first-tap';

/** The carousel's double taps: the control, the slide it starts from, the gap between taps. */
export const doubleTapCases = (['Next testimonial', 'Previous testimonial'] as const).flatMap(
  (control) =>
    ([1, 3] as const).flatMap((from) =>
      ([150, 300] as const).map((gapMs) => ({ control, from, gapMs })),
    ),
);

/** The slide two taps of `control` from slide `from` must end on, of `count`. */
export const doubleTapTarget = (control: string, from: number, count = 3) =>
  ((from - 1 + (control.startsWith('Next') ? 2 : -2) + 2 * count) % count) + 1;

/**
 * Two taps on the carousel's control at full speed on a phone, `gapMs` apart, the thumb where it
 * was: the page hydrated and settled first, on slide `from` (its #testimonial-n address). Returns
 * the slide shown once the strip has come to rest (the one in view, 1-based), and whether the
 * second tap reached the page while the strip was still scrolling (the case the shared controls
 * exist for; a tap that arrives after the first scroll has ended proves less).
 */
export async function doubleTap(page: Page, control: string, from: number, gapMs: number) {
  await page.goto(`/#testimonial-${from}`);
  await page.waitForFunction(isHydrated, undefined, { timeout: 30_000 });
  await page.waitForFunction(
    () => document.querySelectorAll('[aria-roledescription="slide"][inert]').length === 2,
  );
  await page.waitForTimeout(500);
  // Not a script tag, which the page's Content-Security-Policy would refuse.
  await page.evaluate('self.__name = self.__name || function (f) { return f; };');
  await page.evaluate(() => {
    (window as unknown as { __firstTap: Probe }).__firstTap = {
      effectAt: 0,
      touches: [],
      fcp: Promise.resolve(0),
    };
  });
  // Where the strip is, in slides, as each touch reaches the page.
  await page.evaluate(() => {
    const strip = document.querySelector('[aria-roledescription="slide"]')!.parentElement!;
    const seen: number[] = [];
    (window as unknown as { __touchesAt: number[] }).__touchesAt = seen;
    addEventListener('touchstart', () => seen.push(strip.scrollLeft / strip.clientWidth), {
      capture: true,
      passive: true,
    });
  });
  const target = await page.evaluate(findControl, control);
  const first = Date.now();
  await page.touchscreen.tap(target.x, target.y);
  await page.waitForTimeout(Math.max(0, first + gapMs - Date.now()));
  await page.touchscreen.tap(target.x, target.y);
  // At rest: the strip's position unchanged over a few frames.
  const landed = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const strip = document.querySelector('[aria-roledescription="slide"]')!.parentElement!;
        let last = -1;
        let still = 0;
        const check = () => {
          still = strip.scrollLeft === last ? still + 1 : 0;
          last = strip.scrollLeft;
          if (still >= 20) resolve(Math.round(strip.scrollLeft / strip.clientWidth) + 1);
          else requestAnimationFrame(check);
        };
        setTimeout(check, 200);
      }),
  );
  const secondAt = await page.evaluate(
    () => (window as unknown as { __touchesAt: number[] }).__touchesAt[1] ?? 0,
  );
  return { landed, midScroll: Math.abs(secondAt - Math.round(secondAt)) > 0.01 };
}
