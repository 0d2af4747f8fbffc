/**
 * POST .../send-contact-email/retry, for pg_cron: e-mails every message whose delivery is due, with
 * the shared secret in x-retry-secret (delivery/deliver.ts does the work).
 */
import { retryDue, type DeliveryDeps } from '../delivery/deliver.ts';
import { sameSecret } from '../hash.ts';
import { json, type Reply } from '../http/responses.ts';

export const retryRoute =
  (delivery: DeliveryDeps, secret: string) =>
  async (request: Request): Promise<Reply> => {
    if (!sameSecret(request.headers.get('x-retry-secret') ?? '', secret))
      return { response: json(401, { error: 'Unauthorized' }), outcome: 'unauthorized' };
    await request.body?.cancel();
    return { response: json(200, await retryDue(delivery)), outcome: 'retried' };
  };
