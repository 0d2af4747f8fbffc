/**
 * GET <function>/health, for an uptime monitor: how long the oldest message has waited and when
 * the retry last ran; 200 when healthy, 503 when stalled or the database does not answer. No
 * visitor data, ever.
 */
import { readHealth } from '../database/delivery-store.ts';
import type { Database } from '../database/database.ts';
import { withTimeout } from '../timeout.ts';
import { json } from '../http/responses.ts';

const healthTimeoutMs = 4_500;
const noStore = { 'Cache-Control': 'no-store' };

export async function healthAnswer(db: Database) {
  try {
    const health = await withTimeout(healthTimeoutMs, (signal) => readHealth(db, signal));
    return {
      response: json(
        health.stalled ? 503 : 200,
        {
          status: health.stalled ? 'stalled' : 'ok',
          oldestWaitingSeconds: health.oldestWaitingSeconds,
          lastRetryAt: health.lastRetryAt,
        },
        noStore,
      ),
      outcome: health.stalled ? 'stalled' : 'healthy',
    };
  } catch {
    return {
      response: json(
        503,
        { status: 'database_unavailable', oldestWaitingSeconds: null, lastRetryAt: null },
        noStore,
      ),
      outcome: 'db_unavailable',
    };
  }
}
