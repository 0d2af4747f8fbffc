/**
 * The owner's phone-alert page against the real function (Deno over PostgreSQL, behind the fault
 * proxy), with a stand-in push service in this process (harness/function/push-stand-in.ts) that
 * checks and decrypts each push. Chromium here has no push service of its own, so PushManager
 * hands back the stand-in device's subscription (kept in the page's storage across loads, with the
 * key it was made with); the service worker is the real one. The alerts link comes from the
 * function's own e-mail once; further tokens are signed here with the suite's link secret, as the
 * function signs them (a fresh nonce each), since it sends at most three links a day.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { emailJournalPath, ports } from '../../harness/ports';
import { expectNoViolations } from '../../harness/e2e/axe';
import { watchLayoutShifts } from '../../harness/e2e/island-helpers';
import { expect, test } from '../../harness/e2e/fixtures';
import { startPushStandIn } from '../../harness/function/push-stand-in';
import type { ResendEmail } from '../../harness/function/resend-stand-in';
import { ownerAlertsPage as copy } from '../../content/owner';
import { signLink } from '../../supabase/functions/_shared/owner/signed-link';

// The suite blocks service workers (playwright.config.ts); this page needs its own.
test.use({ serviceWorkers: 'allow' });

const fn = `http://127.0.0.1:${ports.api}/functions/v1/send-contact-email/owner/`;
const siteOrigin = `http://127.0.0.1:${ports.workerd}`;
/** harness/function/browser-backend.ts's CONTACT_LINK_SECRET. */
const linkSecret = 'link-secret-used-only-in-the-browser-suite';
const shots = '.tmp/shots-b';
const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type, apikey, authorization',
};

/** A fresh alerts token, as the function's alerts-link e-mail carries one. */
const freshToken = () =>
  signLink(
    linkSecret,
    'alerts',
    randomBytes(16).toString('base64url'),
    new Date(Date.now() + 23 * 3_600_000),
  );

/** A call to the function from another device (not this page). */
async function ownerCall(route: string, body: object, method = 'POST') {
  const response = await fetch(`${fn}${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: siteOrigin },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type StandIn = Awaited<ReturnType<typeof startPushStandIn>>;

/** Another device subscribes through the function; its credential. */
async function otherDevice(push: StandIn, name: string) {
  const device = push.device();
  const { status, body } = await ownerCall('push-subscription', {
    token: freshToken(),
    subscription: device.subscription,
    name,
  });
  expect(status).toBe(201);
  return { ...device, credential: String(body.device) };
}

/**
 * This browser's PushManager, answering with the stand-in devices' subscriptions, the next one at
 * each subscribe() (a browser's new subscription has a new endpoint), with the key given: kept in
 * localStorage so a reload still has it, ended by unsubscribe().
 */
async function fakePushManager(context: BrowserContext, subscriptions: PushSubscriptionJSON[]) {
  await context.grantPermissions(['notifications']);
  await context.addInitScript((list) => {
    const kept = 'test-push-subscription';
    const made = () => {
      const stored = JSON.parse(localStorage.getItem(kept) ?? 'null') as null | {
        key: string;
        n: number;
      };
      if (!stored) return null;
      const json = list[stored.n % list.length]!;
      const bytes = Uint8Array.from(atob(stored.key), (char) => char.charCodeAt(0));
      return {
        endpoint: json.endpoint,
        expirationTime: null,
        options: { applicationServerKey: bytes.buffer, userVisibleOnly: true },
        toJSON: () => json,
        unsubscribe: async () => {
          localStorage.setItem(kept, JSON.stringify({ ...stored, key: '' }));
          return true;
        },
      } as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      JSON.parse(localStorage.getItem(kept) ?? 'null')?.key ? made() : null;
    PushManager.prototype.subscribe = async (options) => {
      const key = new Uint8Array(options!.applicationServerKey as Uint8Array);
      const n = (JSON.parse(localStorage.getItem(kept) ?? '{"n":-1}') as { n: number }).n + 1;
      localStorage.setItem(kept, JSON.stringify({ key: btoa(String.fromCharCode(...key)), n }));
      return made()!;
    };
  }, subscriptions);
}

/**
 * A device's test alerts among its pushes: the browser suite's other specs share this backend, and
 * a request one of them sends meanwhile is pushed to every subscribed device too.
 */
const testAlerts = (pushes: { payload: Record<string, unknown> }[]) =>
  pushes.filter((received) => received.payload.tag === 'test');

/** Whether this browser has a push subscription now. */
const subscribed = (page: Page) =>
  page.evaluate(() =>
    Boolean(JSON.parse(localStorage.getItem('test-push-subscription') ?? 'null')?.key),
  );

const status = (page: Page) => page.getByRole('status');
const deviceRows = (page: Page) =>
  page.getByRole('region', { name: copy.devices }).getByRole('listitem');

/** At the narrowest phone the site serves (320 px), nothing on the page runs off its side. */
async function fitsNarrowest(page: Page) {
  await page.setViewportSize({ width: 320, height: 844 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  expect(overflow).toBe(0);
}

async function shoot(page: Page, name: string) {
  // The page's card as a phone shows it, scrolled to the top so the sticky header stays above it.
  await page.evaluate(() => window.scrollTo(0, 0));
  const card = await page
    .locator('div', { has: page.getByRole('heading', { level: 1 }) })
    .last()
    .boundingBox();
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true, clip: card! });
}

test('the owner turns alerts on from the e-mailed link, sees and removes devices, tests, and turns on again after new keys @phone-only', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const push = await startPushStandIn();
  const others: { credential: string }[] = [];
  try {
    const phone = push.device();
    // Its second subscription (refused while the list is full) and third.
    const [refused, renewed] = [push.device(), push.device()];
    await fakePushManager(
      context,
      [phone, refused, renewed].map((device) => device.subscription as PushSubscriptionJSON),
    );

    const layoutShifts = await watchLayoutShifts(page);
    // No link and no device: the page says how to get a link and asks the function for one.
    await page.goto('/owner/alerts/');
    await expect(status(page)).toHaveText(copy.noLink);
    // The island keeps its room from the first paint: its text fills it, moving nothing.
    expect(await layoutShifts()).toBeLessThan(0.01);
    await expect(page.getByRole('button', { name: copy.turnOn })).toHaveCount(0);
    await shoot(page, '1-no-link');
    await fitsNarrowest(page);
    await expectNoViolations(page, 'alerts page without a link');
    const sentBefore = await alertsLinkEmails();
    await page.getByRole('button', { name: copy.newLink }).click();
    await expect(status(page)).toHaveText(copy.newLinkSent);
    await shoot(page, '2-link-sent');
    await expect.poll(async () => (await alertsLinkEmails()).length).toBe(sentBefore.length + 1);
    const email = (await alertsLinkEmails()).at(-1)!;
    expect(email.to).toEqual(['owner@example.com']);
    const link = new URL(/https?:\/\/\S+\/owner\/alerts\/\?t=[\w.-]+/.exec(email.text)![0]);
    const token = link.searchParams.get('t')!;

    // The link: Turn on subscribes this browser, keeps the device, and drops the spent token.
    await page.goto(`/owner/alerts/?t=${token}`);
    await shoot(page, '3-ready');
    await page.getByRole('button', { name: copy.turnOn }).click();
    await expect(status(page)).toHaveText(copy.on);
    await expect(deviceRows(page)).toHaveText([
      /^Chrome on Android \(this device\)Turned on .+; no alert yet/,
    ]);
    expect(new URL(page.url()).search).toBe('');
    // The owner's worker, apart from any worker of the whole site, which the page never registers:
    // the site's island would have asked in an idle moment after hydration.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/owner/');
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })),
    );
    expect(
      await page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map(
          (registration) => new URL(registration.scope).pathname,
        ),
      ),
    ).toEqual(['/owner/']);
    const kept = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('owner-alerts-device')!),
    );
    const functionKey = (await (await fetch(`${fn}push-key`)).json()).publicKey as string;
    expect(kept).toEqual({
      device: expect.stringMatching(/^[\w-]{43}\.[\w-]{22}$/),
      publicKey: functionKey,
    });
    // Spent: the same token takes no second device.
    const again = await ownerCall('push-subscription', {
      token,
      subscription: push.device().subscription,
      name: 'Stranger',
    });
    expect(again.status).toBe(403);

    // A second device: both listed; the test reaches both, and says so.
    others.push(await otherDevice(push, 'Firefox on Windows'));
    await page.reload();
    await expect(deviceRows(page)).toHaveCount(2);
    expect(await layoutShifts()).toBeLessThan(0.1);
    await page.getByRole('button', { name: copy.test }).click();
    await expect(status(page)).toHaveText(/^Sent to 2 devices\./);
    expect(testAlerts(await phone.pushes(1))).toHaveLength(1);
    await shoot(page, '4-tested');
    await fitsNarrowest(page);
    await expectNoViolations(page, 'alerts page with two devices');

    // Remove the other one: gone from the list and from the function (its credential is refused).
    await page.getByRole('button', { name: 'Remove Firefox on Windows', exact: true }).click();
    await expect(status(page)).toHaveText('Firefox on Windows no longer gets alerts.');
    await expect(deviceRows(page)).toHaveCount(1);
    expect((await ownerCall('devices', { device: others[0]!.credential })).status).toBe(403);

    // Setup made new keys: the page says so; without a token, only a new link helps.
    const newKey = Buffer.from([4, ...randomBytes(64)]).toString('base64url');
    await page.route(`${fn}push-key`, (route) =>
      route.request().method() === 'OPTIONS'
        ? route.fulfill({ status: 204, headers: cors })
        : route.fulfill({ json: { publicKey: newKey }, headers: cors }),
    );
    await page.reload();
    await expect(status(page)).toHaveText(copy.keysChanged);
    await expect(page.getByText(copy.needLink)).toBeVisible();
    await expect(page.getByRole('button', { name: copy.newLink })).toBeVisible();
    await expect(page.getByRole('button', { name: copy.turnOnAgain })).toHaveCount(0);
    await shoot(page, '5-keys-changed');

    // A full list (20): "Turn on again" shows the function's message with the list to remove one.
    for (let n = 2; n <= 20; n += 1) others.push(await otherDevice(push, `Old phone ${n}`));
    await page.goto(`/owner/alerts/?t=${freshToken()}`);
    await page.getByRole('button', { name: copy.turnOnAgain }).click();
    await expect(status(page)).toContainText('20 devices already get the alerts');
    await expect(deviceRows(page)).toHaveCount(20);
    await shoot(page, '6-full');
    await page.getByRole('button', { name: 'Remove Old phone 2', exact: true }).click();
    await expect(deviceRows(page)).toHaveCount(19);

    // Turn on again: subscribed with the new key, the old device replaced by the new one.
    await page.getByRole('button', { name: copy.turnOnAgain }).click();
    await expect(status(page)).toHaveText(copy.on);
    await expect(deviceRows(page)).toHaveCount(19);
    await expect(deviceRows(page).filter({ hasText: '(this device)' })).toHaveCount(1);
    const turnedOnAgain = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('owner-alerts-device')!),
    );
    expect(turnedOnAgain.publicKey).toBe(newKey);
    expect(turnedOnAgain.device).not.toBe(kept.device);
    // The push goes to the new subscription.
    await page.getByRole('button', { name: copy.test }).click();
    await expect(status(page)).toHaveText(/^Sent to 19 devices\./);
    expect(testAlerts(await renewed.pushes(1))).toHaveLength(1);
    expect((await ownerCall('devices', { device: kept.device })).status).toBe(403);

    // Turn off on this device: the function drops it, the browser unsubscribes, a link is offered.
    await page.getByRole('button', { name: copy.turnOff }).click();
    await expect(status(page)).toHaveText(copy.off);
    await expect(page.getByRole('button', { name: copy.newLink })).toBeVisible();
    expect((await ownerCall('devices', { device: turnedOnAgain.device })).status).toBe(403);
    expect(await subscribed(page)).toBe(false);
    await shoot(page, '7-off');
  } finally {
    for (const other of others)
      await ownerCall('push-subscription', { device: other.credential }, 'DELETE');
    await push.stop();
  }
});

/** The alerts-link e-mails the owner got (through the Resend stand-in). */
async function alertsLinkEmails() {
  const raw = await readFile(emailJournalPath, 'utf8').catch(() => '');
  return raw
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as ResendEmail];
      } catch {
        return [];
      }
    })
    .filter((email) => email.idempotencyKey?.startsWith('owner-alerts-link/'));
}

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

test('on an iPhone, Safari says to add the page to the home screen, and the home-screen app itself offers Turn off @phone-only', async ({
  browser,
}) => {
  const push = await startPushStandIn();
  const context = await browser.newContext({
    baseURL: siteOrigin,
    userAgent: iPhoneSafari,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    // Safari's tab: no Turn on, and the token stays in the address that Add to Home Screen keeps.
    const token = freshToken();
    await page.goto(`/owner/alerts/?t=${token}`);
    await expect(status(page)).toHaveText(copy.iphone);
    await expect(page.getByRole('button', { name: copy.turnOn })).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('t')).toBe(token);
    await shoot(page, '8-iphone-safari');
    // The page's own manifest: no start_url, so the icon opens the page it was added from.
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(manifestHref!)).json();
    expect(manifest).toMatchObject({ scope: '/owner/', display: 'standalone' });
    expect(manifest).not.toHaveProperty('start_url');

    // The home-screen app (navigator.standalone, as iOS sets it) opening that same address.
    const device = push.device();
    await fakePushManager(context, [device.subscription as PushSubscriptionJSON]);
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'standalone', { value: true }),
    );
    await page.goto(`/owner/alerts/?t=${token}`);
    await page.getByRole('button', { name: copy.turnOn }).click();
    await expect(status(page)).toHaveText(copy.on);
    await expect(page.getByRole('region', { name: copy.devices })).toContainText(
      'Home Screen app on iPhone (this device)',
    );
    // Opened again from the icon (its spent token and all): Turn off is right there.
    await page.goto(`/owner/alerts/?t=${token}`);
    await expect(status(page)).toHaveText(copy.on);
    await shoot(page, '9-iphone-home-screen');
    await page.getByRole('button', { name: copy.turnOff }).click();
    await expect(status(page)).toHaveText(copy.off);
  } finally {
    await context.close();
    await push.stop();
  }
});

test("a tap on an alert's Call back opens the page with the number to call @phone-only", async ({
  page,
}) => {
  await page.goto(`/owner/alerts/?call=${encodeURIComponent('tel:+17275550142')}`);
  await expect(page.getByRole('link', { name: 'Call back +17275550142' })).toHaveAttribute(
    'href',
    'tel:+17275550142',
  );
  await expect(page.getByRole('status')).toHaveCount(0);
});
