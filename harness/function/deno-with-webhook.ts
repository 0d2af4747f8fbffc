/**
 * The setup the function's fault and alert suites share: the function in Deno over its own
 * PostgreSQL, its owner webhook pointed at a stand-in, started once per suite file and stopped
 * after it, with both stand-ins working again after each test.
 */
import type { Target } from './contact-client';
import { startDenoTarget, type DenoTarget } from './deno-target';
import { startWebhookStandIn } from './webhook-stand-in';

export type WebhookStandIn = Awaited<ReturnType<typeof startWebhookStandIn>>;

type Started = { webhook: WebhookStandIn; running: DenoTarget; target: Target };

/**
 * Registers the suite's beforeAll, afterEach and afterAll; `bind` receives what was started, for
 * the suite's own names. Returns `stopAfterAll`, for a further function a test starts.
 */
export function startDenoWithWebhook(bind: (started: Started) => void) {
  const others: DenoTarget[] = [];
  let started: Started | undefined;

  beforeAll(async () => {
    const webhook = await startWebhookStandIn();
    const running = await startDenoTarget({ env: { CONTACT_WEBHOOK_URL: webhook.url } });
    started = { webhook, running, target: running.target };
    bind(started);
  });

  afterEach(async () => {
    if (!started) return;
    started.target.resend.setMode('ok');
    await started.target.resend.up();
    started.webhook.setFailing(false);
  });

  afterAll(async () => {
    for (const other of others) await other.stop();
    await started?.running.stop();
    await started?.webhook.stop();
  });

  return { stopAfterAll: (other: DenoTarget) => others.push(other) };
}
