import type { Page } from '@playwright/test';
import { testimonials } from '@/lib/content';
import {
  expectFormKeeps,
  fillAllButName,
  formHydrated,
  recordPosts,
  uniqueMessage,
} from '../../harness/e2e/contact-helpers';
import { expect, test } from '../../harness/e2e/fixtures';
import { carousel, hydrated } from '../../harness/e2e/island-helpers';

/**
 * When the page's scripts load (pipeline/load-after-paint.ts): once the page has loaded and the browser
 * is idle, or at the visitor's first interaction, whichever comes first, with a 10 s backstop.
 * Each test here leaves the loader one way in: the backstop timer is dropped (any timer of 10 s
 * or more set while the HTML is parsing, which is when the inline loader sets it), so a trigger
 * that stopped working would leave the page un-hydrated and fail the test.
 */
async function withoutBackstop(page: Page) {
  await page.addInitScript(() => {
    const setTimer = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
      document.readyState === 'loading' && (timeout ?? 0) >= 10_000
        ? 0
        : setTimer(handler, timeout, ...rest)) as typeof window.setTimeout;
  });
}

/**
 * The browser is never idle (requestIdleCallback never calls back, as on a phone busy with other
 * work) and the backstop is gone, so the only way the scripts load is the interaction: each island
 * answers it with the HTML, then hydrates and carries on from there. The page records when the
 * loader asks for an idle moment and which of its timers have not run yet, so a test can wait for
 * the loader to have nothing left to wait for but the visitor.
 */
async function neverIdle(page: Page) {
  await withoutBackstop(page);
  await page.addInitScript(() => {
    const state = { idleAsked: false, timers: new Set<number>() };
    Object.assign(window, { loaderState: state });
    window.requestIdleCallback = () => {
      state.idleAsked = true;
      return 0;
    };
    const setTimer = window.setTimeout;
    const clearTimer = window.clearTimeout;
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
      const id: number = setTimer(() => {
        state.timers.delete(id);
        if (typeof handler === 'function') handler(...rest);
      }, timeout);
      if (id) state.timers.add(id);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) state.timers.delete(id);
      clearTimer(id);
    }) as typeof window.clearTimeout;
  });
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_next/static/chunks/')) chunks.push(request.url());
  });
  return chunks;
}

/**
 * The page has loaded, the loader has asked for an idle moment (which never comes) and every timer
 * the page set has run: only an interaction can load the scripts now, and none has been asked for.
 */
async function waitingForInteraction(page: Page, path: string, chunks: string[]) {
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForFunction(() => {
    const { loaderState } = window as unknown as {
      loaderState: { idleAsked: boolean; timers: Set<number> };
    };
    return loaderState.idleAsked && loaderState.timers.size === 0;
  });
  expect(chunks, 'scripts requested without an interaction or an idle moment').toEqual([]);
}

test.describe('hydration on the first interaction', () => {
  test('the phone menu opens at the first tap, then the page hydrates with it open @phone-only', async ({
    page,
  }) => {
    const chunks = await neverIdle(page);
    await waitingForInteraction(page, '/', chunks);
    const toggle = page.locator('[popovertarget="mobile-menu"]');
    await toggle.tap();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await hydrated.menu(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mobile-menu')).toBeVisible();
  });

  test('the carousel moves at the first tap, then hydrates counting from that slide', async ({
    page,
  }) => {
    const chunks = await neverIdle(page);
    await waitingForInteraction(page, '/', chunks);
    const { next, status, shown } = carousel(page);
    await next(1).click();
    await expect.poll(shown).toBe(2);
    await hydrated.carousel(page);
    await expect(status).toContainText(`Testimonial 2 of 3: ${testimonials[1]!.name}`);
    await expect.poll(shown).toBe(2);
  });

  test('the filter filters at the first tap, then hydrates with that choice', async ({ page }) => {
    const chunks = await neverIdle(page);
    await waitingForInteraction(page, '/projects/', chunks);
    const kitchen = page.getByRole('button', { name: 'Kitchen' });
    await kitchen.click();
    await expect(kitchen).toHaveAttribute('aria-pressed', 'true');
    await hydrated.filter(page);
    await expect(kitchen).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByText(/^Showing \d+ Kitchen projects?$/)).toBeAttached();
  });

  test('typing in the form hydrates it, keeping every character, and Send then uses fetch', async ({
    page,
  }) => {
    const chunks = await neverIdle(page);
    await waitingForInteraction(page, '/contact/', chunks);
    const message = uniqueMessage();
    const posts = recordPosts(page);
    // Key by key, as a visitor types: the first key is the interaction, and the page may hydrate
    // while the rest arrive. The name is typed once and never refilled, so a lost key shows.
    await page.getByLabel('Full Name').pressSequentially(message.name);
    await fillAllButName(page, message);
    await formHydrated(page);
    await expectFormKeeps(page, message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent!')).toBeVisible();
    await expect(page).toHaveURL(/\/contact\/$/);
    expect(posts).toHaveLength(1);
  });
});

test('with no interaction the page hydrates by itself once it has loaded and is idle', async ({
  page,
}) => {
  await withoutBackstop(page);
  await page.goto('/', { waitUntil: 'load' });
  await hydrated.menu(page);
});
