/**
 * The setup every suite that runs the function in Deno shares: the function over its own
 * PostgreSQL and the Resend stand-in (deno-target.ts), started once per suite file and stopped
 * after it, the stand-ins working again after each test. With `webhook`, the owner webhook points
 * at a stand-in; with `storage`, photos go to the Storage stand-in.
 */
import { functionEnv, type Target } from './contact-client';
import { startDenoFunction } from './deno-function';
import { contactFunctionUrl, startDenoTarget, type DenoTarget } from './deno-target';
import type { startStorageTarget } from './storage-target';
import { startWebhookStandIn } from './webhook-stand-in';

type WebhookStandIn = Awaited<ReturnType<typeof startWebhookStandIn>>;
type StorageTarget = Awaited<ReturnType<typeof startStorageTarget>>;

type UseDenoTargetOptions = {
  /** Settings over the tests' own (`functionEnv`). */
  env?: Record<string, string>;
  webhook?: boolean;
  storage?: boolean;
};

/**
 * Registers the suite's beforeAll, afterEach and afterAll. What it returns is named at the top of
 * the suite and filled in by beforeAll, so the tests use it as it is.
 */
export function setUpDenoTarget({ env, webhook: withWebhook, storage }: UseDenoTargetOptions = {}) {
  const target = {} as Target;
  const pg = {} as DenoTarget['pg'];
  const fn = {} as DenoTarget['fn'];
  const webhook = {} as WebhookStandIn;
  const photos = {} as StorageTarget;
  const stops: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    const hook = withWebhook ? await startWebhookStandIn() : undefined;
    if (hook) stops.push(() => hook.stop());
    const running = await startDenoTarget({
      storage,
      env: { ...(hook && { CONTACT_WEBHOOK_URL: hook.url }), ...env },
    });
    stops.unshift(() => running.stop());
    Object.assign(target, running.target);
    Object.assign(pg, running.pg);
    Object.assign(fn, running.fn);
    Object.assign(webhook, hook);
    Object.assign(photos, running.storage);
  });

  afterEach(async () => {
    if (!target.resend) return;
    target.resend.setMode('ok');
    await target.resend.up();
    if (withWebhook) webhook.setFailing(false);
  });

  afterAll(async () => {
    for (const stop of stops) await stop();
  });

  return {
    target,
    pg,
    fn,
    webhook,
    storage: photos,
    /** A function of its own beside the suite's: its own settings, the same database and stand-in. */
    startAnother: async (settings: Record<string, string>) =>
      startDenoFunction({
        ...functionEnv(target.resend.url, target.resend.apiKey),
        CONTACT_DB_URL: await contactFunctionUrl(pg),
        ...settings,
      }),
    /** Stops a further target a test started, after the suite. */
    stopAfterAll: (other: DenoTarget) => stops.unshift(() => other.stop()),
  };
}
