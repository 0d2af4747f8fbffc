/**
 * The fallback's limits while the database cannot count, in the isolate's memory: the same keys
 * and limits as contact_accept (`limitKeys`: an address or /64, its /24 or its /56 and /48), each
 * key's own share of the e-mail budget, and a cap on all an isolate e-mails in the budget's
 * window. Isolates share nothing, so each counts its own; the cap bounds what one can send.
 */
import { limitKeys } from '../http/client-address.ts';

type PerWindow = { count: number; windowSeconds: number };

type MemoryLimitSettings = {
  rateLimit: PerWindow;
  emailBudget: PerWindow;
  senderShare: number;
};

export type MemoryVerdict =
  | { outcome: 'ok' }
  | { outcome: 'rate_limited'; retryAfter: number }
  /** share: one of the sender's keys had its share; cap: the isolate's; full: too many keys held. */
  | { outcome: 'share' | 'cap' | 'full' };

/** With the budget off, an isolate still e-mails at most this many a day unstored. */
const capWithoutBudget: PerWindow = { count: 80, windowSeconds: 86_400 };
/**
 * Keys held at most (a post adds up to three): past it the expired ones are dropped, and if that
 * is not enough nothing more is e-mailed, so a flood of new networks cannot grow the map.
 */
export const maxHeldKeys = 10_000;

/** Times per key inside a window; a key whose times have all left it is dropped. */
function timesPerKey(windowSeconds: number) {
  const times = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const kept = (times.get(key) ?? []).filter((at) => at > now - windowSeconds * 1_000);
    if (kept.length) times.set(key, kept);
    else times.delete(key);
    return kept;
  };
  return {
    recent,
    add: (keys: string[], now: number) => {
      for (const key of keys) times.set(key, [...(times.get(key) ?? []), now]);
    },
    prune: (now: number) => {
      for (const key of [...times.keys()]) recent(key, now);
    },
    get size() {
      return times.size;
    },
  };
}

export function createMemoryLimits({ rateLimit, emailBudget, senderShare }: MemoryLimitSettings) {
  const cap = emailBudget.count > 0 ? emailBudget : capWithoutBudget;
  const hits = timesPerKey(rateLimit.windowSeconds);
  const sends = timesPerKey(cap.windowSeconds);
  const isolate = '';

  let prunedAt = -Infinity;

  /**
   * Room for `count` more keys, after dropping the expired ones if need be: at most once a
   * second, so a full map costs a flood a look-up per post, not a sweep.
   */
  function roomFor(count: number, now: number) {
    const room = () => hits.size + sends.size + count <= maxHeldKeys;
    if (room() || now - prunedAt < 1_000) return room();
    prunedAt = now;
    hits.prune(now);
    sends.prune(now);
    return room();
  }

  /**
   * Counts a post as contact_accept would, then reserves one e-mail for it: 'ok' when it may be
   * e-mailed (and is counted as sent), else why not.
   */
  function take(address: string): MemoryVerdict {
    const now = Date.now();
    const keys = limitKeys(address, rateLimit.count);
    if (!roomFor(keys.length * 2 + 1, now)) return { outcome: 'full' };
    if (rateLimit.count > 0) {
      let wait = 0;
      for (const { key, limit } of keys) {
        const recent = hits.recent(key, now);
        if (recent.length >= limit)
          wait = Math.max(
            wait,
            1,
            Math.ceil((recent[0]! + rateLimit.windowSeconds * 1_000 - now) / 1_000),
          );
      }
      if (wait) return { outcome: 'rate_limited', retryAfter: wait };
      hits.add(
        keys.map(({ key }) => key),
        now,
      );
    }
    if (sends.recent(isolate, now).length >= cap.count) return { outcome: 'cap' };
    if (
      emailBudget.count > 0 &&
      senderShare > 0 &&
      keys.some(({ key }) => sends.recent(key, now).length >= senderShare)
    )
      return { outcome: 'share' };
    sends.add([isolate, ...keys.map(({ key }) => key)], now);
    return { outcome: 'ok' };
  }

  return { take };
}
