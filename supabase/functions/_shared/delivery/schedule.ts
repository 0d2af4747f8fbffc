/**
 * When a failed e-mail is tried again (deliver.ts): the quick attempts inside Resend's 24 hours,
 * then the slow lane, and the Idempotency-Key each attempt uses.
 */
import type { Backoff } from '../database/delivery-store.ts';

/**
 * Seconds from a failed attempt to the next. The first retry is due within 2 minutes (the retry
 * runs every minute); the last of the 10 quick attempts comes about 22.9 h after the first, inside
 * the 24 h for which Resend honours an Idempotency-Key. Then an e-mail moves to the slow lane.
 */
export const retryDelaysSeconds = [
  60, 300, 900, 1_800, 3_600, 7_200, 14_400, 21_600, 32_400,
] as const;
export const quickAttempts = retryDelaysSeconds.length + 1;
/** The slow lane: an attempt every 6 hours for 14 days, then the message is given up. */
export const slowLaneSeconds = 6 * 3_600;
export const slowAttempts = (14 * 86_400) / slowLaneSeconds;
/**
 * The wait after each attempt, for the claim that counts it (database/delivery-store.ts): a worker killed
 * mid-attempt records nothing, and its message waits as if that attempt had failed.
 */
export const claimBackoff: Backoff = [
  ...retryDelaysSeconds,
  ...Array<number>(quickAttempts + slowAttempts - retryDelaysSeconds.length).fill(slowLaneSeconds),
];
/**
 * Resend keeps an Idempotency-Key for 24 hours [docs/contact-function.md]: the quick attempts
 * share one key, and the slow lane takes a new one every four attempts (every day), each first
 * used more than 24 hours after the one before.
 */
export const keySuffix = (attempts: number) =>
  attempts < quickAttempts ? '' : `/slow-${Math.floor((attempts - quickAttempts) / 4)}`;
