import { PLATFORM_EVENT_TYPES, type PlatformEventType } from './events';

/**
 * What a webhook endpoint may subscribe to (issue 37): the very events of the platform API's `GET /events`, one
 * list, so a platform reads the same names whether it polls or is called.
 */
export const WEBHOOK_EVENT_TYPES: ReadonlyArray<PlatformEventType> = PLATFORM_EVENT_TYPES;

/** The event "Send test event" delivers: to the one endpoint asked, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

/** Every event type a delivery may carry: the subscribable ones and the test event. */
export const WEBHOOK_DELIVERY_EVENT_TYPES = [...PLATFORM_EVENT_TYPES, WEBHOOK_TEST_EVENT_TYPE] as const;
export type WebhookDeliveryEventType = (typeof WEBHOOK_DELIVERY_EVENT_TYPES)[number];

/** pending: an attempt is still to come; succeeded: the endpoint answered 2xx; failed: no attempt is left. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * Why an attempt got no 2xx, for the console to word in the reader's language: the endpoint's own status, no answer
 * in time, a target refused (not https, a private address, a name that does not resolve), the connection failing,
 * or a secret Paygrid could not open to sign with.
 */
export const WEBHOOK_ATTEMPT_ERRORS = [
  'http_status',
  'timeout',
  'not_https',
  'private_address',
  'unresolvable',
  'connection',
  'signing',
] as const;
export type WebhookAttemptError = (typeof WEBHOOK_ATTEMPT_ERRORS)[number];

/** A signing secret as the Standard Webhooks specification writes it: `whsec_` and base64 of its bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const WEBHOOK_LIMITS = {
  urlMaxLength: 2048,
  descriptionMaxLength: 200,
  /** Endpoints one organisation keeps, both modes together. */
  perOrganization: 20,
  /** How long a rotated secret still signs beside the new one, at most. */
  rotationOverlapHoursMax: 24,
  /** The longest one attempt waits for an answer, connection included. */
  attemptTimeoutMs: 10_000,
  /** What a delivery's detail keeps of the endpoint's answer. */
  responseExcerptBytes: 1024,
  /** Failed deliveries one "resend every failed one" sends again, at most. */
  resendFailedMax: 1000,
} as const;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * How long the worker waits after each failed attempt before the next (Svix's and Stripe's shape: quick at first,
 * then hours): thirteen retries over about three and a half days, each delay within ±10 % (jitter, so a receiver
 * coming back is not hit by every delivery in the same second). A delivery is `failed` after the last.
 * @internal Exported for tests only (docs/platform-api.md tells the schedule).
 */
export const WEBHOOK_RETRY_DELAYS_MS: ReadonlyArray<number> = [
  30 * SECOND,
  2 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  12 * HOUR,
  12 * HOUR,
  12 * HOUR,
  12 * HOUR,
  12 * HOUR,
];

/** An endpoint whose attempts have failed, none succeeding, for this long is disabled and its owners are mailed. */
export const WEBHOOK_DISABLE_AFTER_FAILING_MS = 72 * HOUR;

/**
 * When the next attempt is due after `attempts` failed ones, or undefined when none is left. `jitter` in [0, 1)
 * picks the point within ±10 % of the declared delay.
 */
export function nextWebhookAttemptAt(
  failedAttempts: number,
  now: number,
  jitter: number,
): number | undefined {
  const delay = WEBHOOK_RETRY_DELAYS_MS[failedAttempts - 1];
  if (delay === undefined) return undefined;
  return now + Math.round(delay * (0.9 + 0.2 * jitter));
}
