import type { Database } from '../../supabase/functions/_shared/database/database';
import {
  dropSubscription,
  saveSubscription,
  subscriptions,
  subscriptionsReuseMs,
} from '../../supabase/functions/_shared/database/push-subscriptions';

const device = { endpoint: 'https://fcm.googleapis.com/fcm/send/a', p256dh: 'k', auth: 'a' };

/** A database that answers the list statement with `rows` and counts the lists it was asked for. */
function fakeDatabase(rows: unknown[] = [device]) {
  const lists: string[] = [];
  let failNext = false;
  const db: Database = {
    async query<Row>(text: string) {
      if (/contact_push_subscriptions\(\)/.test(text)) {
        lists.push(text);
        if (failNext) {
          failNext = false;
          throw new Error('connection reset');
        }
        return rows as Row[];
      }
      return [{ dropped: true }] as Row[];
    },
  };
  return { db, lists, failOnce: () => (failNext = true) };
}

describe('the owner devices list', () => {
  it('is read once for a burst of pushes, and again once the reuse time is over', async () => {
    const { db, lists } = fakeDatabase();
    const now = Date.now();
    const burst = await Promise.all(Array.from({ length: 50 }, () => subscriptions(db, now)));
    expect(burst.every((list) => list[0] === device)).toBe(true);
    expect(lists).toHaveLength(1);
    await subscriptions(db, now + subscriptionsReuseMs - 1);
    expect(lists).toHaveLength(1);
    await subscriptions(db, now + subscriptionsReuseMs);
    expect(lists).toHaveLength(2);
  });

  it('is read afresh after this isolate subscribes or removes a device', async () => {
    const { db, lists } = fakeDatabase();
    const now = Date.now();
    await subscriptions(db, now);
    await saveSubscription(db, device);
    await subscriptions(db, now);
    expect(lists).toHaveLength(2);
    await dropSubscription(db, device.endpoint);
    await subscriptions(db, now);
    expect(lists).toHaveLength(3);
  });

  it('is not kept when the read failed', async () => {
    const { db, lists, failOnce } = fakeDatabase();
    const now = Date.now();
    failOnce();
    await expect(subscriptions(db, now)).rejects.toThrow('connection reset');
    await expect(subscriptions(db, now)).resolves.toEqual([device]);
    expect(lists).toHaveLength(2);
  });
});
