/**
 * Pushes to every device the owner subscribed (owner/web-push.ts does the cryptography): a new
 * request as soon as it is stored, a test from the alerts page, and whatever else the function
 * tells the owner at once (the reminders of one retry run are one push, `reminderPush`). What a
 * push says is on the lock screen, so it carries the visitor's name, the service and the call-back
 * number only: never the message text or the e-mail address. Each push's outcome per device is
 * recorded (database/push-subscriptions.ts): a device taking it gets its last alert time; a device
 * the push service no longer knows (404, 410) is removed; one whose push the push service refuses
 * three times in a row (another 4xx, or keys that cannot be encrypted to) is dropped and named in
 * the next weekly report, while a timeout, a network error, 429 or a 5xx count for nothing. Never
 * throws: a push is a convenience beside the e-mail, which has its own retries. New requests go
 * through `createLeadPusher`, which sends a burst of them as a few pushes.
 */
import type { ContactLanguage } from '../contract.ts';
import type { VapidKeys } from '../config.ts';
import type { Database } from '../database/database.ts';
import { recordOutcomes, subscriptions, type PushTarget } from '../database/push-subscriptions.ts';
import { dropInvisibles } from '../plain-text.ts';
import { withTimeout } from '../timeout.ts';
import { pushRequest } from './web-push.ts';

export type PushDeps = {
  db: Database;
  /** Unset: push is off, and nothing is read. */
  vapid?: VapidKeys;
  log: (entry: Record<string, unknown>) => void;
};

/** What the owner's service worker (public/owner/owner-sw.js) shows. */
export type OwnerNotification = {
  title: string;
  body: string;
  /** A later push with the same tag replaces this one on the device. */
  tag?: string;
  /** Opened by a tap on the notification. */
  url?: string;
  /** Buttons on the notification, each opening its URL. */
  actions?: { action: string; title: string; url: string }[];
};

const pushTimeoutMs = 5_000;

/**
 * One line of a visitor's words for a lock screen: no control, bidirectional or invisible
 * characters (plain-text.ts; a joiner inside an emoji stays), short.
 */
function plainLine(value: string, max = 80) {
  const clean = dropInvisibles(value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/**
 * A `tel:` link from the free-text phone field: its first run of digits that reads as a number
 * ("727-555-0142 cell, after 5" gives tel:7275550142), or none.
 */
function telLink(phone: string) {
  const run = /\+?\d[\d\s().-]{5,}\d/.exec(phone)?.[0];
  const digits = run?.replace(/[^\d+]/g, '') ?? '';
  const count = digits.replace(/\D/g, '').length;
  return count >= 7 && count <= 15 ? `tel:${digits}` : undefined;
}

/** `language`: the form's; a lead from the Spanish pages is marked "(Spanish)". */
type Lead = {
  id: string;
  name: string;
  service: string;
  phone: string;
  language?: ContactLanguage;
};

/**
 * A push about one request: who and what, a button that calls them back and one that marks them
 * called back (owner/contacted-link.ts; none without CONTACT_LINK_SECRET).
 */
/** Who and what, one line: "Dana Whitfield · Permit Rescue", "… · Permit Rescue · Spanish". */
const whoAndWhat = (lead: Lead) =>
  `${plainLine(lead.name)} · ${plainLine(lead.service) || 'General enquiry'}${lead.language === 'es' ? ' · Spanish' : ''}`;

function aboutLead(title: string, lead: Lead, calledBack: string | null) {
  const call = telLink(lead.phone);
  const actions = [
    ...(call ? [{ action: 'call', title: 'Call back', url: call }] : []),
    ...(calledBack ? [{ action: 'called', title: 'Mark as called back', url: calledBack }] : []),
  ];
  return {
    title,
    body: whoAndWhat(lead),
    tag: `lead-${lead.id}`,
    ...(call && { url: call }),
    ...(actions.length && { actions }),
  } satisfies OwnerNotification;
}

/** The push for a new request. */
const leadNotification = (lead: Lead, calledBack: string | null = null) =>
  aboutLead('New quote request', lead, calledBack);

/** The reminder of one request nobody marked called back (delivery/follow-up.ts). */
const reminderNotification = (lead: Lead, calledBack: string | null = null) =>
  aboutLead('Not called back yet', lead, calledBack);

/** How many requests a push about several names before it says how many more. */
const namedInBatch = 3;

/** A push about several requests: how many, the first few by who and what, no buttons. */
function severalNotification(title: string, tag: string, leads: Lead[]) {
  const named = leads.slice(0, namedInBatch).map(whoAndWhat);
  const more = leads.length - named.length;
  return {
    title,
    body: [...named, ...(more > 0 ? [`+${more} more`] : [])].join('\n'),
    tag: `${tag}-${leads[0]!.id}`,
  } satisfies OwnerNotification;
}

/**
 * The push for requests that arrived while the one before was on its way: how many, who and
 * what, with no buttons (each request's e-mail has its own "Mark as called back" link).
 */
const batchNotification = (leads: Lead[]) =>
  severalNotification(`${leads.length} new quote requests`, 'leads', leads);

/**
 * The reminders of one retry run as one push, as new requests are batched: one request with its
 * own buttons, several as how many are waiting and who.
 */
export function reminderPush(
  deps: PushDeps,
  leads: Lead[],
  calledBackOf: (lead: Lead) => string | null,
) {
  if (!leads.length) return Promise.resolve({ sent: 0, removed: 0, failed: 0 });
  const note =
    leads.length === 1
      ? reminderNotification(leads[0]!, calledBackOf(leads[0]!))
      : severalNotification(`${leads.length} requests not called back yet`, 'reminders', leads);
  return pushToOwner(deps, note);
}

/**
 * A push's fate at one device. `failed` counts towards dropping it: a push service refusing it
 * (another 4xx: a bad signature or key, a subscription made with other keys), or keys that cannot
 * be encrypted to. `transient` counts for nothing: a timeout, a network error, 429 or a 5xx say
 * the push service is slow or down for a while, not that the device is gone. Both are not taken.
 */
type DeviceOutcome = 'sent' | 'removed' | 'failed' | 'transient';
type PushSummary = { sent: number; removed: number; failed: number };

/** A push service's answer that says nothing about the device: busy (429) or down (5xx). */
const isTransientStatus = (status: number) => status === 429 || status >= 500;

async function pushOne(
  deps: PushDeps & { vapid: VapidKeys },
  target: PushTarget,
  note: unknown,
): Promise<DeviceOutcome> {
  const host = new URL(target.endpoint).hostname;
  let request: Request;
  try {
    request = await pushRequest(deps.vapid, target, note);
  } catch (error) {
    deps.log({ event: 'contact_push_failed', host, error: String(error).slice(0, 160) });
    return 'failed';
  }
  try {
    const response = await withTimeout(pushTimeoutMs, (signal) => fetch(request, { signal }));
    await response.body?.cancel();
    if (response.ok) return 'sent';
    if (response.status === 404 || response.status === 410) {
      deps.log({ event: 'contact_push_removed', host, status: response.status });
      return 'removed';
    }
    deps.log({ event: 'contact_push_failed', host, status: response.status });
    return isTransientStatus(response.status) ? 'transient' : 'failed';
  } catch (error) {
    // A timeout, a refused connection, a name that did not resolve: the service, not the device.
    deps.log({ event: 'contact_push_failed', host, error: String(error).slice(0, 160) });
    return 'transient';
  }
}

/**
 * Sends `note` to every subscribed device at once; how many took it, how many are gone, how many
 * failed. What each device did is recorded in one statement.
 */
export async function pushToOwner(deps: PushDeps, note: OwnerNotification) {
  const summary: PushSummary = { sent: 0, removed: 0, failed: 0 };
  const vapid = deps.vapid;
  if (!vapid) return summary;
  let targets: PushTarget[];
  try {
    targets = await withTimeout(pushTimeoutMs, () => subscriptions(deps.db));
  } catch (error) {
    deps.log({ event: 'contact_push_failed', error: String(error).slice(0, 160) });
    return summary;
  }
  const outcomes = await Promise.all(
    targets.map((target) => pushOne({ ...deps, vapid }, target, note)),
  );
  const endpoints = (outcome: DeviceOutcome) =>
    targets.filter((_, index) => outcomes[index] === outcome).map((target) => target.endpoint);
  for (const outcome of outcomes) summary[outcome === 'transient' ? 'failed' : outcome] += 1;
  if (!targets.length) return summary;
  try {
    const dropped = await withTimeout(pushTimeoutMs, () =>
      recordOutcomes(deps.db, {
        sent: endpoints('sent'),
        failed: endpoints('failed'),
        gone: endpoints('removed'),
      }),
    );
    if (dropped) deps.log({ event: 'contact_devices_dropped', devices: dropped });
  } catch (error) {
    deps.log({ event: 'contact_devices_not_recorded', error: String(error).slice(0, 160) });
  }
  return summary;
}

/**
 * After a push about several requests (a burst is on), how long the next push waits: during a
 * flood the phone buzzes at most this often, and every request still reaches it within a minute.
 */
const burstGapMs = 10_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * New requests to the owner's phones, one push on its way at a time per isolate. A request on a
 * quiet day is pushed at once, with its own buttons. Requests that arrive while a push is on its
 * way wait for it and then go together in one push ("3 new quote requests", batchNotification);
 * after such a push the next one waits `burstGapMs`, gathering whatever comes meanwhile. A burst (a
 * flood of the form, a script) then costs the phone a notification every ten seconds instead of
 * hundreds, and the function a handful of encryptions instead of one per request.
 * The returned promise settles once the request's push is sent (for waitUntil).
 */
export function createLeadPusher(deps: PushDeps) {
  type Waiting = { lead: Lead; calledBack: string | null };
  /** The push on its way, if any. */
  let current: Promise<PushSummary> | undefined;
  /** The requests that go in the next push, once the current one is sent and the gap is over. */
  let next: { leads: Waiting[]; sent: Promise<PushSummary> } | undefined;
  /** Until when a new push waits: the end of the gap after the last push about several. */
  let quietUntil = 0;

  function send(note: OwnerNotification, several: boolean) {
    const sent = pushToOwner(deps, note);
    current = sent;
    if (several) quietUntil = Date.now() + burstGapMs;
    const done = () => {
      if (current === sent) current = undefined;
    };
    sent.then(done, done);
    return sent;
  }

  return function pushLead(lead: Lead, calledBack: string | null) {
    const gap = quietUntil - Date.now();
    if (!current && !next && gap <= 0) return send(leadNotification(lead, calledBack), false);
    if (!next) {
      const leads: Waiting[] = [];
      const goes = () => {
        next = undefined;
        return leads.length === 1
          ? send(leadNotification(leads[0]!.lead, leads[0]!.calledBack), false)
          : send(batchNotification(leads.map((waiting) => waiting.lead)), true);
      };
      const ready = Promise.all([current?.catch(() => {}), gap > 0 ? pause(gap) : undefined]);
      next = { leads, sent: ready.then(goes) };
    }
    next.leads.push({ lead, calledBack });
    return next.sent;
  };
}
