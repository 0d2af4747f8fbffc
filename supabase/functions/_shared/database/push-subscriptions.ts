import type { Database } from './database.ts';

/** A subscription as the browser's PushSubscription.toJSON() gives it. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * The owner's subscribed devices (owner/push.ts, routes/owner-devices.ts), each statement one call
 * of a SECURITY DEFINER function of supabase/migrations/ (20261127150000_contact_schema.sql, then
 * 20261207100000_owner_devices.sql).
 */

/** The most devices kept: a new one past it is refused (nothing is evicted). */
export const maxDevices = 20;

export type SubscribeOutcome =
  { outcome: 'ok'; deviceId: string } | { outcome: 'used' } | { outcome: 'full' };

/**
 * A device subscribed with an alerts link's nonce (used up by it) and its credential's hash; the
 * same endpoint again replaces its keys and credential.
 */
export async function subscribeDevice(
  db: Database,
  link: { nonce: string; expiresAt: Date },
  target: PushTarget,
  device: { hash: string; name: string | null },
): Promise<SubscribeOutcome> {
  const [row] = await db.query<{ outcome: 'ok' | 'used' | 'full'; device_id: string | null }>(
    'select * from public.contact_push_device_subscribe($1, $2::timestamptz, $3, $4, $5, $6, $7, $8)',
    [
      link.nonce,
      link.expiresAt.toISOString(),
      target.endpoint,
      target.p256dh,
      target.auth,
      device.hash,
      device.name,
      maxDevices,
    ],
  );
  read.delete(db);
  if (row?.outcome === 'ok' && row.device_id) return { outcome: 'ok', deviceId: row.device_id };
  return { outcome: row?.outcome === 'used' ? 'used' : 'full' };
}

/** Why a device went, for the weekly report. */
export type DropReason = 'failing' | 'gone' | 'removed' | 'turned_off';

/** Drops a device by its endpoint, its credential's hash or its public id; true when one went. */
export async function dropDevice(
  db: Database,
  by: 'endpoint' | 'hash' | 'id',
  value: string,
  reason: DropReason,
) {
  const [row] = await db.query<{ dropped: boolean }>(
    'select public.contact_push_device_drop($1, $2, $3) as dropped',
    [by, value, reason],
  );
  read.delete(db);
  return Boolean(row?.dropped);
}

/** True when the endpoint was subscribed (the push service's 404 or 410). */
export const dropSubscription = (db: Database, endpoint: string) =>
  dropDevice(db, 'endpoint', endpoint, 'gone');

/** The public id of the device with this credential's hash, or null. */
export async function deviceOf(db: Database, hash: string) {
  const [row] = await db.query<{ id: string | null }>(
    'select public.contact_push_device_of($1) as id',
    [hash],
  );
  return row?.id ?? null;
}

export type DeviceRow = {
  id: string;
  name: string | null;
  subscribedAt: Date;
  lastAlertAt: Date | null;
  self: boolean;
  /** False for a device the previous release's link subscribed (it has no credential). */
  credential: boolean;
};

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

/** Every device, oldest first, `self` the one with this hash; none for an unknown credential. */
export async function listDevices(db: Database, hash: string): Promise<DeviceRow[]> {
  const rows = await db.query<{
    device_id: string;
    name: string | null;
    subscribed_at: Date | string;
    last_alert_at: Date | string | null;
    self: boolean;
    credential: boolean;
  }>('select * from public.contact_push_devices($1)', [hash]);
  return rows.map((row) => ({
    id: row.device_id,
    name: row.name,
    subscribedAt: new Date(row.subscribed_at),
    lastAlertAt: dateOf(row.last_alert_at),
    self: Boolean(row.self),
    credential: Boolean(row.credential),
  }));
}

/**
 * What one push did, by endpoint: taken, failed (not by a timeout) or gone. A device failing three
 * pushes in a row is dropped. How many were dropped.
 */
export async function recordOutcomes(
  db: Database,
  outcomes: { sent: string[]; failed: string[]; gone: string[] },
) {
  const [row] = await db.query<{ dropped: number }>(
    'select public.contact_push_outcomes($1::text[], $2::text[], $3::text[]) as dropped',
    [outcomes.sent, outcomes.failed, outcomes.gone],
  );
  const dropped = Number(row?.dropped ?? 0);
  if (dropped) read.delete(db);
  return dropped;
}

/** One use of a limited owner entry (`limit` per `windowSeconds`, sliding); false when spent. */
export async function takeOwnerSlot(
  db: Database,
  key: string,
  limit: number,
  windowSeconds: number,
) {
  const [row] = await db.query<{ taken: boolean }>(
    'select public.contact_owner_take($1, $2, $3) as taken',
    [key, limit, windowSeconds],
  );
  return Boolean(row?.taken);
}

type WeekDevice = {
  id: string;
  name: string | null;
  subscribedAt: Date;
  lastAlertAt: Date | null;
  /** False for a device the previous release's link subscribed; unset for a dropped one. */
  credential?: boolean;
};
type DroppedDevice = WeekDevice & { droppedAt: Date; reason: DropReason };
export type WeekDevices = { devices: WeekDevice[]; dropped: DroppedDevice[] };

/** Gives back the newest use of `key` (a send that failed, or a wider limit that refused). */
export async function giveBackOwnerSlot(db: Database, key: string) {
  await db.query('select public.contact_owner_give_back($1)', [key]);
}

/** The devices now, and those dropped in the week (the weekly report, delivery/weekly-devices.ts). */
export async function readWeekDevices(db: Database, start: Date, end: Date): Promise<WeekDevices> {
  const rows = await db.query<{
    kind: 'device' | 'dropped';
    device_id: string;
    name: string | null;
    subscribed_at: Date | string;
    last_alert_at: Date | string | null;
    dropped_at: Date | string | null;
    reason: DropReason | null;
    credential: boolean | null;
  }>('select * from public.contact_push_weekly_devices($1::timestamptz, $2::timestamptz)', [
    start.toISOString(),
    end.toISOString(),
  ]);
  const device = (row: (typeof rows)[number]): WeekDevice => ({
    id: row.device_id,
    name: row.name,
    subscribedAt: new Date(row.subscribed_at),
    lastAlertAt: dateOf(row.last_alert_at),
  });
  return {
    devices: rows
      .filter((row) => row.kind === 'device')
      .map((row) => ({ ...device(row), credential: Boolean(row.credential) })),
    dropped: rows
      .filter((row) => row.kind === 'dropped')
      .map((row): DroppedDevice => ({
        ...device(row),
        droppedAt: new Date(row.dropped_at!),
        reason: row.reason ?? 'removed',
      })),
  };
}

/**
 * How long an isolate reuses the list it read: a burst of requests reads it once instead of
 * taking a connection of the small pool per request, and a device subscribed or removed through
 * another isolate is seen within this time (at once through this one).
 */
export const subscriptionsReuseMs = 10_000;
const read = new WeakMap<Database, { list: Promise<PushTarget[]>; until: number }>();

/** The subscribed devices, read at most once per `subscriptionsReuseMs` by concurrent callers. */
export function subscriptions(db: Database, now = Date.now()) {
  const cached = read.get(db);
  if (cached && cached.until > now) return cached.list;
  const list = db.query<PushTarget>(
    'select endpoint, p256dh, auth from public.contact_push_subscriptions()',
  );
  read.set(db, { list, until: now + subscriptionsReuseMs });
  // A failed read is not reused: the next push asks again.
  list.catch(() => read.get(db)?.list === list && read.delete(db));
  return list;
}
