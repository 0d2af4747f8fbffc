/**
 * The first tap a new visitor makes on each island, measured the way the visitor meets it: a
 * cold load on a phone under real throttling (150 ms round trip, 1.6 Mbit/s, 4x CPU), the
 * control tapped as soon as the first contentful paint has happened. Shared by `npm run bench`
 * (bench/islands.ts) and the browser suite (tests/e2e/early-taps.spec.ts), so both
 * measure the same thing. Everything is read from the page by visible text and role-like
 * attributes, so the same probe also runs on older builds of the site (the bench's "before").
 */
import type { Page, Request } from '@playwright/test';
import { throttle } from '../browser';
import { poll } from '../poll';
import { isCount } from './contact-helpers';

/** The bench's quote request: a message of its own each time, so none is taken as a repeat. */
const benchMessage = () => ({
  name: 'Dana Whitfield',
  email: 'dana.whitfield@example.com',
  phone: '(727) 555-0148',
  service: 'Kitchen Remodels',
  message: `We would like a price to replace a cracked 20 x 40 ft driveway and add a side walkway in Largo. (${crypto.randomUUID()})`,
});

export const islands = [
  { name: 'menu', label: 'Menu toggle', path: '/', control: 'Open menu' },
  { name: 'carousel', label: 'Carousel Next', path: '/', control: 'Next testimonial' },
  { name: 'filter', label: 'Kitchen filter', path: '/projects/', control: 'Kitchen' },
] as const;

/**
 * The contact form's Send, with the fields filled at the first paint as autofill would. Its effect
 * is the message's POST leaving the browser (natively before hydration, with fetch after), seen
 * from outside the page: a native post leaves the page, and the probe with it.
 */
export const contactSend = {
  name: 'form',
  label: 'Contact form Send',
  path: '/contact/',
  control: 'Send Message',
} as const;

export type Island = (typeof islands)[number];
export type IslandName = Island['name'];
type Measured = Island | typeof contactSend;

export type Probe = { effectAt: number; touches: number[]; fcp: Promise<number> };

/**
 * Runs in the page before any of its own scripts: records the first contentful paint, every
 * touch the page receives, and the frame at which the island first shows the tap's effect (the
 * menu visible, the strip moved, Kitchen pressed). All times are epoch milliseconds, the clock
 * the test process shares with the browser.
 */
function installProbe(name: Measured['name']) {
  const epoch = (at: number) => performance.timeOrigin + at;
  const effects: Record<IslandName, () => boolean> = {
    menu: () => document.getElementById('mobile-menu')?.checkVisibility() === true,
    carousel: () =>
      (document.querySelector('[aria-roledescription="slide"]')?.parentElement?.scrollLeft ?? 0) >
      0,
    filter: () =>
      [...document.querySelectorAll('button[aria-pressed="true"]')].some(
        (button) => (button as HTMLElement).innerText.trim() === 'Kitchen',
      ),
  };
  let paint: (at: number) => void = () => {};
  const probe: Probe = {
    effectAt: 0,
    touches: [],
    fcp: new Promise<number>((resolve) => (paint = resolve)),
  };
  (window as unknown as { __firstTap: Probe }).__firstTap = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') paint(epoch(entry.startTime));
  }).observe({ type: 'paint', buffered: true });
  addEventListener('touchstart', (event) => probe.touches.push(epoch(event.timeStamp)), {
    capture: true,
    passive: true,
  });
  if (name === 'form') return;
  const effect = effects[name];
  const poll = () => {
    if (effect()) probe.effectAt = epoch(performance.now());
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

/**
 * Runs in the page: fills the named fields in one go, as a browser's autofill would (typing key
 * by key on a throttled phone takes long enough for the page to hydrate first). Through the
 * element type's own `value` setter, as the browser's autofill does: once React has hydrated, it
 * ignores an input event after a plain `field.value =`, which its value tracker records as its own.
 * The first paint can come before the form has streamed in, so it waits, frame by frame, until
 * the form's Send button is parsed: then every field before it is whole, a select's options too.
 */
export async function fillAsAutofill(values: Record<string, string>) {
  const fields = () =>
    Object.keys(values).map((name) =>
      document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`),
    );
  const parsed = () => fields().every((field) => field?.form?.querySelector('[type="submit"]'));
  while (!parsed()) {
    // The whole page parsed and still missing: a wrong name, not a slow page.
    if (document.readyState !== 'loading') {
      const missing = Object.keys(values).filter((_, i) => !fields()[i]?.form);
      throw new Error(`no field ${missing.join(', ')} in a form with a Send button`);
    }
    await new Promise(requestAnimationFrame);
  }
  for (const [index, value] of Object.values(values).entries()) {
    const field = fields()[index]!;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * After the first contentful paint: the island's control as a visitor would find it (by its
 * visible text, on screen; the carousel has one Next per slide, so the one in view), scrolled
 * into the middle of the screen, and where to tap it once it is painted there.
 */
export function findControl(label: string) {
  const probe = (window as unknown as { __firstTap: Probe }).__firstTap;
  return probe.fcp.then(
    (fcp) =>
      new Promise<{ fcp: number; origin: number; x: number; y: number }>((resolve) => {
        const look = () => {
          // textContent first: it needs no layout, so the probe adds little work at the paint.
          const control = [...document.querySelectorAll<HTMLElement>('button, a')].find(
            (element) => {
              if (!element.textContent?.includes(label)) return false;
              const box = element.getBoundingClientRect();
              return (
                element.innerText?.trim() === label &&
                box.width > 0 &&
                box.left >= 0 &&
                box.right <= innerWidth
              );
            },
          );
          if (!control) return void requestAnimationFrame(look);
          const scrolled = scrollY;
          control.scrollIntoView({ block: 'center', inline: 'nearest' });
          const tapHere = () => {
            const box = control.getBoundingClientRect();
            const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
            resolve({ fcp, origin: performance.timeOrigin, x, y });
          };
          // Tapped once the screen shows it there: after two frames, if it had to scroll.
          if (scrollY === scrolled) tapHere();
          else requestAnimationFrame(() => requestAnimationFrame(tapHere));
        };
        look();
      }),
  );
}

type FirstTap = {
  /** The form only: whether the function took the message (200, or 303 to the thank-you page). */
  accepted?: boolean;
  /** When the page's navigation started, epoch ms. */
  origin: number;
  /** First contentful paint, epoch ms. */
  fcp: number;
  /** When each tap was sent, epoch ms. */
  taps: number[];
  /** When each tap reached the page (its touchstart), epoch ms; not recorded for the form. */
  touches: number[];
  /** The frame that first showed the effect, epoch ms; 0 if nothing happened. */
  effectAt: number;
};

/**
 * Readies a fresh page to measure the island's tap: the probe installed, the throttling on, the
 * first POST recorded. `effect` is when the tap's effect showed, epoch ms, or 0 while it has not:
 * the probe's frame for the menu, the carousel and the filter, the message's POST for the form.
 */
async function measure(page: Page, island: Measured) {
  // tsx (esbuild's keepNames) wraps named functions in __name(); the page needs it too.
  await page.addInitScript('self.__name = self.__name || function (f) { return f; };');
  await page.addInitScript(installProbe, island.name);
  let postedAt = 0;
  let post: Request | undefined;
  page.on('request', (request) => {
    if (request.method() !== 'POST' || isCount(request.url()) || post) return;
    postedAt = Date.now();
    post = request;
  });
  await throttle(page);
  const form = island.name === 'form';
  const effect = async () =>
    form
      ? postedAt
      : page.evaluate(() => (window as unknown as { __firstTap: Probe }).__firstTap.effectAt);
  return { form, effect, post: () => post };
}

/**
 * Opens the island's page on a fresh, throttled page and taps its control from the first
 * contentful paint: once, then every `interval` ms up to `taps` times, stopping as soon as a
 * tap has worked. The page must have been created with touch support (a phone device).
 */
export async function tapFromFirstPaint(
  page: Page,
  island: Measured,
  { taps = 1, interval = 100, settle = 3000 } = {},
): Promise<FirstTap> {
  const { form, effect, post } = await measure(page, island);
  await page.goto(island.path, { waitUntil: 'commit' });
  const target = await page.evaluate(findControl, island.control);
  if (form) await page.evaluate(fillAsAutofill, benchMessage());
  const sent: number[] = [];
  for (let i = 0; i < taps; i++) {
    sent.push(Date.now());
    await page.touchscreen.tap(target.x, target.y);
    const next = sent.at(-1)! + interval;
    while (Date.now() < next) await page.waitForTimeout(Math.max(1, next - Date.now()));
    if (await effect()) break;
  }
  // A tap that lands while the page is busy may still take effect late: wait for it.
  await poll(effect, Boolean, { timeout: settle, every: 20 });
  // The form's run ends with the function's answer: closing the page sooner would cut the post.
  const answer = await post()?.response();
  return {
    accepted: answer
      ? answer.status() === 200 ||
        (answer.status() === 303 && /\/contact\/thank-you\/$/.test(answer.headers().location ?? ''))
      : undefined,
    origin: target.origin,
    fcp: target.fcp,
    taps: sent,
    touches: form
      ? []
      : await page.evaluate(() => (window as unknown as { __firstTap: Probe }).__firstTap.touches),
    effectAt: await effect(),
  };
}

/**
 * The tap that worked: the last one sent before the effect showed, with how long after the
 * first paint it was made and how long its effect took to show.
 */
export function firstWorkingTap({ fcp, taps, effectAt }: FirstTap) {
  if (!effectAt) return null;
  const index = taps.findLastIndex((at) => at <= effectAt);
  if (index < 0) return null;
  return { index, afterPaint: taps[index]! - fcp, latency: effectAt - taps[index]! };
}

/** Runs in the page: whether React has hydrated it (the menu toggle gets aria-expanded). */
export const isHydrated = () =>
  document.querySelector('[popovertarget="mobile-menu"]')?.hasAttribute('aria-expanded') === true;

/**
 * The same tap on a settled page: a cold load under the same throttling, left until it has
 * hydrated and been quiet for `quietMs`, then the control tapped once; how long its effect took.
 * The first-paint tap's response minus this one is the tap's dead time: what the page's own
 * loading adds to it.
 */
export async function tapWhenSettled(page: Page, island: Measured, { quietMs = 1500 } = {}) {
  const { form, effect } = await measure(page, island);
  await page.goto(island.path, { waitUntil: 'load' });
  await page.waitForFunction(isHydrated, undefined, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(quietMs);
  const target = await page.evaluate(findControl, island.control);
  if (form) await page.evaluate(fillAsAutofill, benchMessage());
  const tappedAt = Date.now();
  await page.touchscreen.tap(target.x, target.y);
  const effectAt = await poll(effect, Boolean, { timeout: 5_000, every: 20 });
  return effectAt ? effectAt - tappedAt : NaN;
}
