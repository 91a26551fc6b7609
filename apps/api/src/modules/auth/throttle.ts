import ipaddr from 'ipaddr.js';
import type { HitCounter } from '../../hit-counters/hit-counter';
import { type Problem, problemItem, retryLater, secondsUntil } from '../../http/problem';

const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/**
 * Failures of one account from one client (address, or a device cookie of the account) per 15 minutes.
 * @internal Exported for tests only.
 */
export const MAX_FAILURES_PER_CLIENT = 10;
/** Failures of one account from everywhere per 15 minutes; a known device of the account is never stopped by it. */
const MAX_FAILURES_PER_ACCOUNT = 100;
/** Many people can share one office address, so the address limit is looser than the client one. */
const MAX_FAILURES_PER_IP = 50;

/**
 * A counter and its limit; the window is 15 minutes unless the key says otherwise. A key may word its own refusal
 * (a business limit, not a guess at a password); otherwise it is "Too many attempts".
 */
export type ThrottleKey = {
  key: string;
  max: number;
  windowMs?: number;
  refuse?: (ttlMs: number) => Problem;
};

export const accountKey = (action: string, account: string): ThrottleKey => ({
  key: `${action}:account:${account}`,
  max: MAX_FAILURES_PER_CLIENT,
});
/**
 * The address a client is counted by: an IPv6 address by its /64, which one household or server is handed whole
 * (so stepping through it earns no fresh attempts); an IPv4 address, also one written as IPv6, as itself.
 */
const countedAddressOf = (ip: string): string => {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${address.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
};

export const ipKey = (action: string, ip: string, max = MAX_FAILURES_PER_IP): ThrottleKey => ({
  key: `${action}:ip:${countedAddressOf(ip)}`,
  max,
});
/** One account as tried from one client: the strict counter (ASVS 6.3.1) that cannot lock the owner out elsewhere. */
export const clientKey = (action: string, account: string, client: string): ThrottleKey => ({
  key: `${action}:account:${account}:client:${client}`,
  max: MAX_FAILURES_PER_CLIENT,
});
export const accountWideKey = (action: string, account: string): ThrottleKey => ({
  key: `${action}:account-wide:${account}`,
  max: MAX_FAILURES_PER_ACCOUNT,
});

export type Attempt = {
  /** The attempt was legitimate (right password, right code): it no longer counts against anyone. */
  succeeded(): Promise<void>;
};

const tooManyAttempts = (ttlMs: number) => {
  const seconds = secondsUntil(ttlMs);
  return retryLater(
    429,
    seconds < 3600
      ? `Too many attempts. Try again in ${Math.ceil(seconds / 60)} minutes.`
      : `Too many attempts. Try again in ${Math.ceil(seconds / 3600)} hours.`,
    { ...problemItem(429, 'too_many_attempts', 'Too Many Requests'), meta: { retry_after: seconds } },
    seconds,
  );
};

/**
 * A business limit reached (not a guess at a secret): 429 with Retry-After, its own code for the web to word, and
 * the numbers of the limit as `meta.params`.
 */
export const limitReached =
  (code: string, message: string, params: Record<string, number>) =>
  (ttlMs: number): Problem => {
    const seconds = secondsUntil(ttlMs);
    return retryLater(
      429,
      message,
      { ...problemItem(429, code, 'Too Many Requests', message), meta: { retry_after: seconds, params } },
      seconds,
    );
  };

/**
 * Counts the attempt on every key first, atomically, then decides on the counts it was given (ASVS 6.3.1): of a
 * burst of 50 parallel attempts against a limit of 10, exactly 10 go on. Over any limit: 429 with Retry-After,
 * and the work the attempt would do (a password check, a mail) never runs.
 */
export async function spendAttempt(hits: HitCounter, keys: ReadonlyArray<ThrottleKey>): Promise<Attempt> {
  const windows = await Promise.all(
    keys.map(({ key, windowMs }) => hits.hit(key, windowMs ?? THROTTLE_WINDOW_MS)),
  );
  const exceeded = windows
    .map((window, index) => ({ ...window, refuse: keys[index]?.refuse ?? tooManyAttempts }))
    .filter((window, index) => window.hits > (keys[index]?.max ?? 0));
  // The limit that frees last is the one the person waits for: it words the refusal and its Retry-After.
  const binding = exceeded.reduce<(typeof exceeded)[number] | undefined>(
    (longest, window) => (longest === undefined || window.ttlMs > longest.ttlMs ? window : longest),
    undefined,
  );
  if (binding) throw binding.refuse(binding.ttlMs);
  return {
    succeeded: async () => {
      await Promise.all(keys.map(({ key }) => hits.refund(key)));
    },
  };
}
