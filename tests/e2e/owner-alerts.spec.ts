/**
 * The owner's phone-alert page, opened from a lead e-mail's link: a tap turns alerts on. Chromium
 * here has no push service to subscribe with, so PushManager hands back a fake subscription; the
 * service worker is the real one, and the function's answers are the test's.
 */
import { ports } from '../../harness/ports';
import { expect, test } from '../../harness/e2e/fixtures';

// The suite blocks service workers (playwright.config.ts); this page needs its own.
test.use({ serviceWorkers: 'allow' });

const owner = `http://127.0.0.1:${ports.api}/functions/v1/send-contact-email/owner/`;
const fakeEndpoint = 'https://fcm.googleapis.com/fcm/send/fake-device';

test('turns alerts on with a tap: the subscription goes to the function under the link token @phone-only', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await page.addInitScript((endpoint) => {
    const subscription = {
      endpoint,
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BPfake', auth: 'fake' } }),
      unsubscribe: async () => true,
    };
    PushManager.prototype.getSubscription = async () => null;
    PushManager.prototype.subscribe = async () => subscription as unknown as PushSubscription;
    // Every worker the page registers, in order.
    const register = ServiceWorkerContainer.prototype.register;
    const registered: string[] = [];
    Object.assign(window, { registered });
    ServiceWorkerContainer.prototype.register = function (url, options) {
      registered.push(new URL(url, location.href).pathname);
      return register.call(this, url, options);
    };
  }, fakeEndpoint);
  await page.route(`${owner}push-key`, (route) =>
    route.fulfill({
      json: { publicKey: 'BAAA' },
      headers: { 'Access-Control-Allow-Origin': '*' },
    }),
  );
  const posted: unknown[] = [];
  await page.route(`${owner}push-subscription`, (route) => {
    if (route.request().method() === 'OPTIONS')
      return route.fulfill({ status: 204, headers: cors });
    posted.push(route.request().postDataJSON());
    return route.fulfill({ status: 201, json: { ok: true }, headers: cors });
  });
  await page.goto('/owner/alerts/?t=owner.1999999999.signature');
  await page.getByRole('button', { name: 'Turn on alerts' }).click();
  await expect(page.getByRole('status')).toHaveText('Alerts are on for this phone.');
  expect(posted).toEqual([
    {
      token: 'owner.1999999999.signature',
      subscription: {
        endpoint: fakeEndpoint,
        expirationTime: null,
        keys: { p256dh: 'BPfake', auth: 'fake' },
      },
    },
  ]);
  // The owner's worker, apart from any worker of the whole site, which the page never registers:
  // the site's island would have asked in an idle moment after hydration, before this one.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/owner/');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })),
  );
  expect(
    await page.evaluate(() => (window as unknown as { registered: string[] }).registered),
  ).toEqual(['/owner/owner-sw.js']);
  await expect(page.getByRole('button', { name: 'Send a test alert' })).toBeVisible();
});

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type, apikey, authorization',
};
