import type { Db } from '../../db/client';
import { Problem, problemItem } from '../../http/problem';
import { countHit, peekHits } from '../../http/rate-limit/hit-counter';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** SPEC-free product rule: 10 failures per account per 15 minutes, then 429 until the window ends; no permanent lockout. */
export const MAX_FAILURES_PER_ACCOUNT = 10;
/** Many people can share one office IP, so the IP limit is looser than the account one. */
export const MAX_FAILURES_PER_IP = 50;

export type ThrottleKey = { key: string; max: number };

export const accountKey = (action: string, account: string): ThrottleKey => ({
  key: `${action}:account:${account}`,
  max: MAX_FAILURES_PER_ACCOUNT,
});
export const ipKey = (action: string, ip: string): ThrottleKey => ({
  key: `${action}:ip:${ip}`,
  max: MAX_FAILURES_PER_IP,
});

/** Throws 429 with Retry-After when any key has used up its window; counted in the database so all servers agree. */
export async function assertNotThrottled(db: Db, keys: ThrottleKey[]): Promise<void> {
  for (const { key, max } of keys) {
    const window = await peekHits(db, key);
    if (window.hits >= max) {
      const seconds = Math.max(1, Math.ceil(window.ttlMs / 1000));
      throw new Problem(
        429,
        `Too many attempts. Try again in ${Math.ceil(seconds / 60)} minutes.`,
        [{ ...problemItem(429, 'too_many_attempts', 'Too Many Requests'), meta: { retry_after: seconds } }],
        { 'retry-after': String(seconds) },
      );
    }
  }
}

export async function recordAttempt(db: Db, keys: ThrottleKey[]): Promise<void> {
  for (const { key } of keys) await countHit(db, key, THROTTLE_WINDOW_MS);
}
