import { createECDH, randomBytes } from 'node:crypto';
import type { Database } from '../../supabase/functions/_shared/database/database';
import {
  dropSubscription,
  subscribeDevice,
  subscriptions,
  subscriptionsReuseMs,
} from '../../supabase/functions/_shared/database/push-subscriptions';
import { isSubscriptionKeys } from '../../supabase/functions/_shared/owner/push-services';

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
    await subscribeDevice(db, { nonce: 'n', expiresAt: new Date(now + 60_000) }, device, {
      hash: 'h',
      name: null,
    });
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

describe("a subscription's keys", () => {
  const browser = () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    };
  };

  it('are taken from a browser: an uncompressed P-256 point and a 16-byte secret', () => {
    for (let i = 0; i < 20; i += 1) {
      const keys = browser();
      expect(isSubscriptionKeys(keys.p256dh, keys.auth)).toBe(true);
    }
  });

  it('are refused when made up: a point off the curve, a compressed one, other lengths', () => {
    const keys = browser();
    const point = Buffer.from(keys.p256dh, 'base64url');
    const moved = Buffer.from(point);
    moved[64] = moved[64]! ^ 1;
    const compressed = createECDH('prime256v1');
    compressed.generateKeys();
    const prime = Buffer.from(
      'ffffffff00000001000000000000000000000000ffffffffffffffffffffffff',
      'hex',
    );
    const cases = [
      [moved.toString('base64url'), keys.auth],
      [Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'), keys.auth],
      [compressed.getPublicKey('base64url', 'compressed'), keys.auth],
      [
        Buffer.concat([Buffer.from([4]), prime, point.subarray(33)]).toString('base64url'),
        keys.auth,
      ],
      [Buffer.alloc(65).toString('base64url'), keys.auth],
      [keys.p256dh, randomBytes(15).toString('base64url')],
      [keys.p256dh, randomBytes(17).toString('base64url')],
      [keys.p256dh, `${keys.auth.slice(0, -1)}*`],
      ['k', 'a'],
    ];
    for (const [p256dh, auth] of cases) expect(isSubscriptionKeys(p256dh!, auth!)).toBe(false);
  });
});
